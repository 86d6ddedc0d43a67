/**
 * The second step of sign-in, after a right password: a code from the authenticator app (or a
 * recovery code), or, when the practice requires two-factor sign-in of someone without it,
 * setting it up now. No session exists until this step passes.
 */
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/notify';
import { EnrolmentFlow } from '../security/EnrolmentFlow';
import { OneTimeCodeInput } from '../security/OneTimeCodeInput';
import { finishEnrolment, signInWithCode, startEnrolment, type SecondStep } from './api';
import type { AuthState } from './session';

export interface SecondStepFormProps {
  step: SecondStep;
  onSignedIn: (auth: AuthState) => void;
  /** Back to the password. */
  onCancel: () => void;
}

export function SecondStepForm(props: SecondStepFormProps) {
  return props.step.twoFactor === 'code' ? <CodeStep {...props} /> : <EnrolStep {...props} />;
}

function ErrorAlert({ error }: { error: unknown }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      {errorMessage(error)}
    </Alert>
  );
}

function BackToPassword({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="center">
      <Anchor component="button" type="button" size="sm" onClick={onCancel}>
        {t('auth.backToLogin')}
      </Anchor>
    </Group>
  );
}

function CodeStep({ step, onSignedIn, onCancel }: SecondStepFormProps) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { code: '' }, validate: { code: (value) => (value.trim() ? null : t('validation.required')) } });
  const submit = useMutation({ mutationFn: (code: string) => signInWithCode(step.challenge, code), onSuccess: onSignedIn });
  return (
    <form onSubmit={form.onSubmit(({ code }) => submit.mutate(code.trim()))} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('security.signInCodeIntro')}</Text>
        {submit.isError && <ErrorAlert error={submit.error} />}
        <OneTimeCodeInput recovery autoFocus {...form.getInputProps('code')} />
        <Button type="submit" size="md" fullWidth loading={submit.isPending}>
          {t('security.verify')}
        </Button>
        <BackToPassword onCancel={onCancel} />
      </Stack>
    </form>
  );
}

function EnrolStep({ step, onSignedIn, onCancel }: SecondStepFormProps) {
  const { t } = useTranslation();
  const setup = useQuery({
    queryKey: ['sign-in', 'enrol', step.challenge],
    queryFn: () => startEnrolment(step.challenge),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  // The session starts with the first code, but the app opens only once the recovery codes were seen.
  const done = useRef<AuthState | null>(null);
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" title={t('security.requiredTitle')}>
        {t('security.requiredIntro')}
      </Alert>
      {setup.isError && <ErrorAlert error={setup.error} />}
      {setup.isPending && <Skeleton h={184} />}
      {setup.data && (
        <EnrolmentFlow
          setup={setup.data}
          confirm={async (code) => {
            const answer = await finishEnrolment(step.challenge, code);
            done.current = answer.auth;
            return answer.recoveryCodes;
          }}
          onDone={() => done.current && onSignedIn(done.current)}
          doneLabel={t('security.continueToApp')}
        />
      )}
      <BackToPassword onCancel={onCancel} />
    </Stack>
  );
}
