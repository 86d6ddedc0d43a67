/** Asks for the password and a code before turning two-factor sign-in off or making new recovery codes. */
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/notify';
import { PasswordField } from '../../ui/PasswordField';
import type { Proof } from './api';
import { OneTimeCodeInput } from './OneTimeCodeInput';

export interface ProveModalProps<T> {
  opened: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  submitLabel: string;
  color?: string;
  action: (proof: Proof) => Promise<T>;
  onDone: (result: T) => void;
}

export function ProveModal<T>({ opened, onClose, title, ...props }: ProveModalProps<T>) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {opened && <ProveForm onClose={onClose} {...props} />}
    </Modal>
  );
}

function ProveForm<T>({ onClose, intro, submitLabel, color, action, onDone }: Omit<ProveModalProps<T>, 'opened' | 'title'>) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { password: '', code: '' },
    validate: {
      password: (value) => (value ? null : t('validation.required')),
      code: (value) => (value.trim() ? null : t('validation.required')),
    },
  });
  const submit = useMutation({ mutationFn: action, onSuccess: onDone });
  return (
    <form onSubmit={form.onSubmit((values) => submit.mutate({ password: values.password, code: values.code.trim() }))} noValidate>
      <Stack gap="md">
        <Alert variant="light" color={color ?? 'blue'}>
          {intro}
        </Alert>
        {submit.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {errorMessage(submit.error)}
          </Alert>
        )}
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          required
          data-autofocus
          {...form.getInputProps('password')}
        />
        <OneTimeCodeInput recovery {...form.getInputProps('code')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('security.cancel')}
          </Button>
          <Button type="submit" color={color} loading={submit.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
