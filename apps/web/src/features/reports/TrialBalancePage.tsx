/** /businesses/accounting-report/trial-balance?businessId=&from=&to=&compare=: the trial balance, and the ledger's exports. */
import { LEDGER_EXPORT_FORMATS } from '@ledgerdesk/domain';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { startLedgerExport } from '../exports/exportJob';
import { useExportJobs } from '../exports/useExportJobs';
import type { Range } from './api';
import { ReportScreen } from './ReportScreen';

/** The ledger of the period as an hledger journal (to check the reports with hledger itself) or as CSV, made by an export job. */
function LedgerExportMenu({ businessId, range }: { businessId: string; range: Range }) {
  const { t } = useTranslation();
  const exports = useExportJobs('ledger');
  return (
    <>
      {exports.progress}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            disabled={businessId === ''}
            loading={exports.starting}
          >
            {t('exportJobs.ledger')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {LEDGER_EXPORT_FORMATS.map((format) => (
            <Menu.Item
              key={format}
              onClick={() => exports.start(() => startLedgerExport(businessId, { format, from: range.from, to: range.to }))}
            >
              {t(`exportJobs.ledgerFormat.${format}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}

export default function TrialBalancePage() {
  return (
    <ReportScreen type="trial-balance" actions={({ businessId, params }) => <LedgerExportMenu businessId={businessId} range={params} />} />
  );
}
