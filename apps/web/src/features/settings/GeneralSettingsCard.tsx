/** The ABR GUID (ABN lookups), the upload limit, the session length and whether staff must use two-factor sign-in. */
import { Button, Group, NumberInput, PasswordInput, SimpleGrid, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SESSION_HOURS, UPLOAD_LIMIT_MB } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../app/notify';
import { SettingsSection } from './SettingsSection';
import { useSaveSettings, type SystemSettings } from './api';

interface GeneralValues {
  abrGuid: string;
  uploadMaxMb: number;
  sessionHours: number;
  requireTwoFactor: boolean;
}

const within = (range: { min: number; max: number }, value: number) => Number.isInteger(value) && value >= range.min && value <= range.max;

export function GeneralSettingsCard({ settings }: { settings: SystemSettings }) {
  const { t } = useTranslation();
  const form = useForm<GeneralValues>({
    initialValues: {
      abrGuid: '',
      uploadMaxMb: settings.uploadMaxMb,
      sessionHours: settings.sessionHours,
      requireTwoFactor: settings.requireTwoFactor,
    },
    validate: {
      uploadMaxMb: (value) => (within(UPLOAD_LIMIT_MB, value) ? null : t('systemSettings.general.uploadInvalid', UPLOAD_LIMIT_MB)),
      sessionHours: (value) => (within(SESSION_HOURS, value) ? null : t('systemSettings.general.sessionInvalid', SESSION_HOURS)),
    },
  });
  const save = useSaveSettings(() => {
    form.setFieldValue('abrGuid', '');
    showSuccess(t('systemSettings.saved'));
  });
  return (
    <SettingsSection
      title={t('systemSettings.general.title')}
      description={t('systemSettings.general.description')}
      onSubmit={form.onSubmit(({ abrGuid, ...values }) => save.mutate({ ...values, ...(abrGuid.trim() ? { abrGuid } : {}) }))}
    >
      <SimpleGrid cols={3} spacing="sm">
        <PasswordInput
          label={t('systemSettings.general.abrGuid')}
          description={
            settings.abrGuid ? t('systemSettings.storedSecret', { masked: settings.abrGuid }) : t('systemSettings.general.lookupsOff')
          }
          autoComplete="off"
          {...form.getInputProps('abrGuid')}
        />
        <NumberInput
          label={t('systemSettings.general.uploadMaxMb')}
          description={t('systemSettings.general.uploadHint')}
          suffix=" MB"
          allowDecimal={false}
          min={UPLOAD_LIMIT_MB.min}
          max={UPLOAD_LIMIT_MB.max}
          {...form.getInputProps('uploadMaxMb')}
        />
        <NumberInput
          label={t('systemSettings.general.sessionHours')}
          description={t('systemSettings.general.sessionHint')}
          allowDecimal={false}
          min={SESSION_HOURS.min}
          max={SESSION_HOURS.max}
          {...form.getInputProps('sessionHours')}
        />
      </SimpleGrid>
      <Switch
        label={t('security.requireSetting')}
        description={t('security.requireSettingHint')}
        {...form.getInputProps('requireTwoFactor', { type: 'checkbox' })}
      />
      <Group justify="flex-end" gap="sm">
        {settings.abrGuid && (
          <Button variant="subtle" color="red" onClick={() => save.mutate({ abrGuid: '' })} disabled={save.isPending}>
            {t('systemSettings.general.removeGuid')}
          </Button>
        )}
        <Button type="submit" loading={save.isPending}>
          {t('systemSettings.save')}
        </Button>
      </Group>
    </SettingsSection>
  );
}
