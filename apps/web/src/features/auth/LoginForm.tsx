/**
 * Sign-in form, then the second step when the account has two-factor sign-in (or must set it
 * up); once signed in it goes to the `redirect` parameter when safe, else the dashboard.
 */
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../ui/PasswordField';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../app/notify';
import { safeRedirect } from '../../app/guards/guard';
import { login, needsSecondStep, type SecondStep } from './api';
import { SecondStepForm } from './SecondStepForm';
import { session, type AuthState } from './session';

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: { email: isEmail(t('validation.email')), password: isNotEmpty(t('validation.required')) },
  });
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const signedIn = (auth: AuthState) => {
    queryClient.clear();
    session.set(auth);
    void navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
  const signIn = useMutation({
    mutationFn: (values: { email: string; password: string }) => login(values.email.trim(), values.password),
    onSuccess: (answer) => (needsSecondStep(answer) ? setSecondStep(answer) : signedIn(answer)),
  });

  if (secondStep) {
    const back = () => {
      setSecondStep(null);
      form.setFieldValue('password', '');
    };
    return <SecondStepForm step={secondStep} onSignedIn={signedIn} onCancel={back} />;
  }

  return (
    <form onSubmit={form.onSubmit((values) => signIn.mutate(values))} noValidate>
      <Stack gap="md">
        {signIn.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {errorMessage(signIn.error)}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          autoComplete="username"
          required
          autoFocus
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('auth.password')}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/new-password" size="sm">
            {t('auth.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
          {t('auth.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
