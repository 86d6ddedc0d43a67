/**
 * Setting up two-factor sign-in, wherever it happens (the profile, or a sign-in the practice
 * requires it for): scan or type the secret, confirm with a first code, then keep the recovery
 * codes before going on.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/notify';
import type { TwoFactorSetup } from './api';
import { OneTimeCodeInput } from './OneTimeCodeInput';
import { QrSetup } from './QrSetup';
import { RecoveryCodes } from './RecoveryCodes';

export interface EnrolmentFlowProps {
  setup: TwoFactorSetup;
  /** Sends the first code; answers the recovery codes. */
  confirm: (code: string) => Promise<string[]>;
  /** After the recovery codes were shown; `doneLabel` names the button. */
  onDone: () => void;
  doneLabel: string;
}

export function EnrolmentFlow({ setup, confirm, onDone, doneLabel }: EnrolmentFlowProps) {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => (/^\d{6}$/.test(value.trim()) ? null : t('security.codeInvalid')) },
  });
  const submit = useMutation({ mutationFn: (code: string) => confirm(code), onSuccess: setCodes });

  if (codes) {
    return (
      <Stack gap="md">
        <Text fw={600}>{t('security.recoveryTitle')}</Text>
        <RecoveryCodes codes={codes} />
        <Group justify="flex-end">
          <Button onClick={onDone} data-autofocus>
            {doneLabel}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form onSubmit={form.onSubmit(({ code }) => submit.mutate(code.trim()))} noValidate>
      <Stack gap="md">
        <QrSetup setup={setup} />
        {submit.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {errorMessage(submit.error)}
          </Alert>
        )}
        <OneTimeCodeInput data-autofocus autoFocus {...form.getInputProps('code')} />
        <Group justify="flex-end">
          <Button type="submit" loading={submit.isPending}>
            {t('security.confirmCode')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
