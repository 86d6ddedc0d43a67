/**
 * Change password with the live rule checklist. The answer carries a new token (the server
 * signs out the other sessions), which replaces the stored one.
 */
import { Button, Group, Stack } from '@mantine/core';
import { PasswordField } from '../../ui/PasswordField';
import { isNotEmpty, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/notify';
import { notifications } from '@mantine/notifications';
import { PasswordChecklist } from '../auth/PasswordChecklist';
import { newPasswordRules } from '../auth/passwordRule';
import { session } from '../auth/session';
import { changePassword } from './api';

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validate: { currentPassword: isNotEmpty(t('validation.required')), ...newPasswordRules(t) },
  });
  const submit = useMutation({
    mutationFn: (values: typeof form.values) => changePassword(values.currentPassword, values.password),
    onSuccess: (accessToken) => {
      session.replaceToken(accessToken);
      form.reset();
      notifications.show({ color: 'teal', message: t('account.changePasswordSuccess') });
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: t('account.changePasswordFailed'), message: errorMessage(error) });
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => submit.mutate(values))} noValidate>
      <Stack gap="md">
        <PasswordField
          label={t('account.currentPassword')}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField label={t('account.newPassword')} autoComplete="new-password" required {...form.getInputProps('password')} />
        <PasswordChecklist password={form.values.password} />
        <PasswordField
          label={t('account.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submit.isPending}>
            {t('account.changePasswordSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
