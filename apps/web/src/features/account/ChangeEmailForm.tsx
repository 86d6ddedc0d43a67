/** Asks for the new address and the current password; a confirmation link goes to the new address. */
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../ui/PasswordField';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError } from '../../app/notify';
import { requestEmailChange } from './api';

export function ChangeEmailForm({ currentEmail }: { currentEmail: string | undefined }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { newEmail: '', password: '' },
    validate: {
      newEmail: (value: string) => {
        if (isEmail(t('validation.email'))(value)) return t('validation.email');
        return value.trim().toLowerCase() === currentEmail?.toLowerCase() ? t('account.sameEmail') : null;
      },
      password: isNotEmpty(t('validation.required')),
    },
  });
  const submit = useMutation({
    mutationFn: (values: typeof form.values) => requestEmailChange(values.newEmail.trim(), values.password),
    onError: (error) => showError(error),
  });

  if (submit.isSuccess) {
    return (
      <Alert color="teal" variant="light" icon={<IconMailCheck size={18} aria-hidden />} title={t('account.emailSentTitle')} role="status">
        {t('account.emailSentText', { email: submit.variables.newEmail.trim() })}
      </Alert>
    );
  }

  return (
    <form onSubmit={form.onSubmit((values) => submit.mutate(values))} noValidate>
      <Stack gap="md">
        <TextInput label={t('account.currentEmail')} value={currentEmail ?? ''} readOnly disabled />
        <TextInput
          label={t('account.newEmail')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('newEmail')}
        />
        <PasswordField label={t('account.currentPassword')} autoComplete="current-password" required {...form.getInputProps('password')} />
        <Group justify="flex-end">
          <Button type="submit" loading={submit.isPending}>
            {t('account.sendConfirmation')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
