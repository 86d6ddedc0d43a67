/** Asks for a reset link. The server always answers 200, so the same success shows for any email. */
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showError, showSuccess } from '../../app/notify';
import { forgotPassword } from './api';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { email: '' }, validate: { email: isEmail(t('validation.email')) } });
  const send = useMutation({
    mutationFn: (email: string) => forgotPassword(email.trim()),
    onSuccess: () => showSuccess(t('auth.sendEmailSuccess')),
    onError: (error) => showError(error),
  });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h3">
          {t('auth.forgotTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.forgotSubtitle')}
        </Text>
      </div>
      {send.isSuccess ? (
        <Alert color="teal" variant="light" icon={<IconMailCheck size={18} aria-hidden />} title={t('auth.sendEmailSuccess')} role="status">
          {t('auth.sendEmailHint')}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((values) => send.mutate(values.email))} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('auth.email')}
              placeholder={t('auth.emailPlaceholder')}
              type="email"
              autoComplete="email"
              required
              autoFocus
              {...form.getInputProps('email')}
            />
            <Button type="submit" fullWidth loading={send.isPending}>
              {t('auth.sendResetLink')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('auth.backToLogin')}
      </Anchor>
    </Stack>
  );
}
