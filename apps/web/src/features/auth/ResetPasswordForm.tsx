/** Chooses a new password with the token of the reset mail. */
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { PasswordField } from '../../ui/PasswordField';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showError, showSuccess } from '../../app/notify';
import { resetPassword } from './api';
import { PasswordChecklist } from './PasswordChecklist';
import { newPasswordRules } from './passwordRule';

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { password: '', confirmPassword: '' }, validate: newPasswordRules(t) });
  const reset = useMutation({
    mutationFn: (password: string) => resetPassword(token, password),
    onSuccess: () => showSuccess(t('auth.resetSuccess')),
    onError: (error) => showError(error),
  });

  if (reset.isSuccess) {
    return (
      <Stack gap="lg">
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} title={t('auth.resetSuccess')} role="status">
          {t('auth.resetSuccessHint')}
        </Alert>
        <Button component={Link} to="/login" fullWidth>
          {t('auth.goToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h3">
          {t('auth.resetTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.resetSubtitle')}
        </Text>
      </div>
      <form onSubmit={form.onSubmit((values) => reset.mutate(values.password))} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t('account.newPassword')}
            autoComplete="new-password"
            required
            autoFocus
            {...form.getInputProps('password')}
          />
          <PasswordChecklist password={form.values.password} />
          <PasswordField
            label={t('account.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={reset.isPending}>
            {t('auth.resetSubmit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('auth.backToLogin')}
      </Anchor>
    </Stack>
  );
}
