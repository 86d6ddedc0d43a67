/** /secret (Super Admin): system settings that take effect at once, on every server node. */
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/notify';
import { PageHeader } from '../../ui/PageHeader';
import { useSystemSettings } from './api';
import { GeneralSettingsCard } from './GeneralSettingsCard';
import { MailSettingsCard } from './MailSettingsCard';
import { SigningKeyCard } from './SigningKeyCard';

export default function SystemSettingsPage() {
  const { t } = useTranslation();
  const settings = useSystemSettings();
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title={t('systemSettings.title')} description={t('systemSettings.subtitle')} />
      {settings.isPending && (
        <Stack gap="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton h={220} />
          <Skeleton h={160} />
          <Skeleton h={120} />
        </Stack>
      )}
      {settings.isError && (
        <Alert color="red" title={t('systemSettings.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            {errorMessage(settings.error)}
            <Button size="xs" variant="light" color="red" onClick={() => void settings.refetch()}>
              {t('systemSettings.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {settings.data && (
        <>
          {/* Keyed by the save time, so each form starts again from what the server now holds. */}
          <MailSettingsCard key={`mail-${settings.data.updatedAt ?? ''}`} settings={settings.data} />
          <GeneralSettingsCard key={`general-${settings.data.updatedAt ?? ''}`} settings={settings.data} />
          <SigningKeyCard settings={settings.data} />
        </>
      )}
    </Stack>
  );
}
