/** An invited user confirms their names and sets a password, then is signed in (setting up two-factor first when required). */
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../ui/PasswordField';
import { isNotEmpty, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showError, showSuccess } from '../../app/notify';
import { activate, needsSecondStep, type Invitation, type SecondStep } from './api';
import { PasswordChecklist } from './PasswordChecklist';
import { newPasswordRules } from './passwordRule';
import { SecondStepForm } from './SecondStepForm';
import { session, type AuthState } from './session';

export function ActivationForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { firstName: invitation.firstName, lastName: invitation.lastName, password: '', confirmPassword: '' },
    validate: {
      firstName: isNotEmpty(t('validation.required')),
      lastName: isNotEmpty(t('validation.required')),
      ...newPasswordRules(t),
    },
  });
  const submit = useMutation({
    mutationFn: (values: typeof form.values) =>
      activate({ token, password: values.password, firstName: values.firstName.trim(), lastName: values.lastName.trim() }),
    onSuccess: (answer) => (needsSecondStep(answer) ? setSecondStep(answer) : signedIn(answer)),
    onError: (error) => showError(error),
  });
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  function signedIn(auth: AuthState) {
    queryClient.clear();
    session.set(auth);
    showSuccess(t('auth.activationSuccess'));
    void navigate('/dashboard', { replace: true });
  }

  // The practice requires two-factor sign-in: the new account sets it up before reaching the app.
  if (secondStep) return <SecondStepForm step={secondStep} onSignedIn={signedIn} onCancel={() => void navigate('/login')} />;

  return (
    <form onSubmit={form.onSubmit((values) => submit.mutate(values))} noValidate>
      <Stack gap="md">
        <TextInput label={t('auth.email')} value={invitation.email} readOnly disabled />
        <Group grow align="flex-start">
          <TextInput label={t('account.firstName')} autoComplete="given-name" required {...form.getInputProps('firstName')} />
          <TextInput label={t('account.lastName')} autoComplete="family-name" required {...form.getInputProps('lastName')} />
        </Group>
        <PasswordField label={t('auth.password')} autoComplete="new-password" required {...form.getInputProps('password')} />
        <PasswordChecklist password={form.values.password} />
        <PasswordField
          label={t('account.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={submit.isPending}>
          {t('auth.activateSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
