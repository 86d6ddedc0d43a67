/** /businesses/accounting-report/trial-balance?businessId=&from=&to=&compare=: the trial balance. */
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../app/notify';
import { downloadHledgerJournal } from './api';
import { ReportScreen } from './ReportScreen';

export default function TrialBalancePage() {
  const { t } = useTranslation();
  return (
    <ReportScreen
      type="trial-balance"
      actions={({ businessId, params }) => (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() =>
            void downloadHledgerJournal(businessId, params).catch((error: unknown) => showError(error, t('reports.download.failed')))
          }
        >
          {t('reports.download.hledger')}
        </Button>
      )}
    />
  );
}
