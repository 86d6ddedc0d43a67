/** The mail server: host, port, TLS, sign-in, sender; and a test e-mail that proves them. */
import { Button, Group, NumberInput, PasswordInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { SettingsSection } from './SettingsSection';
import { sendTestMail, useSaveSettings, type SystemSettings } from './api';

interface MailValues {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  password: string;
  from: string;
  testTo: string;
}

export function MailSettingsCard({ settings }: { settings: SystemSettings }) {
  const { t } = useTranslation();
  const { smtp } = settings;
  const form = useForm<MailValues>({
    initialValues: {
      host: smtp.host ?? '',
      port: smtp.port,
      secure: smtp.secure,
      username: smtp.username ?? '',
      password: '',
      from: smtp.from ?? '',
      testTo: '',
    },
    validate: { port: (port) => (Number.isInteger(port) && port >= 1 && port <= 65_535 ? null : t('systemSettings.mail.portInvalid')) },
  });
  const save = useSaveSettings(() => {
    form.setFieldValue('password', '');
    form.resetDirty();
    showSuccess(t('systemSettings.saved'));
  });
  const test = useMutation({
    mutationFn: () => sendTestMail(form.values.testTo.trim() || undefined),
    onSuccess: ({ to }) => showSuccess(t('systemSettings.mail.testSent', { to })),
    onError: (error) => showError(error, t('systemSettings.mail.testFailed')),
  });
  return (
    <SettingsSection
      title={t('systemSettings.mail.title')}
      description={t('systemSettings.mail.description')}
      onSubmit={form.onSubmit(({ testTo: _unused, password, ...values }) =>
        save.mutate({ smtp: { ...values, ...(password ? { password } : {}) } }),
      )}
    >
      <SimpleGrid cols={3} spacing="sm">
        <TextInput label={t('systemSettings.mail.host')} placeholder="smtp.example.com" {...form.getInputProps('host')} />
        <NumberInput label={t('systemSettings.mail.port')} min={1} max={65535} allowDecimal={false} {...form.getInputProps('port')} />
        <Switch mt={30} label={t('systemSettings.mail.secure')} {...form.getInputProps('secure', { type: 'checkbox' })} />
      </SimpleGrid>
      <SimpleGrid cols={3} spacing="sm">
        <TextInput label={t('systemSettings.mail.username')} autoComplete="off" {...form.getInputProps('username')} />
        <PasswordInput
          label={t('systemSettings.mail.password')}
          description={smtp.password ? t('systemSettings.storedSecret', { masked: smtp.password }) : t('systemSettings.noSecret')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <TextInput label={t('systemSettings.mail.from')} placeholder="Ledgerdesk <no-reply@example.com>" {...form.getInputProps('from')} />
      </SimpleGrid>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('systemSettings.mail.testTo')}
            placeholder={t('systemSettings.mail.testToPlaceholder')}
            w={280}
            {...form.getInputProps('testTo')}
          />
          <Button
            variant="default"
            leftSection={<IconMailForward size={16} aria-hidden />}
            onClick={() => test.mutate()}
            loading={test.isPending}
            disabled={form.isDirty('host') || form.isDirty('port') || form.isDirty('username') || form.values.password !== ''}
          >
            {t('systemSettings.mail.test')}
          </Button>
        </Group>
        <Button type="submit" loading={save.isPending}>
          {t('systemSettings.save')}
        </Button>
      </Group>
    </SettingsSection>
  );
}
