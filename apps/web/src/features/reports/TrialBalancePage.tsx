/** /businesses/accounting-report/trial-balance?businessId=&from=&to=: the trial balance on the report layout. */
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { ReportLayout } from '../../app/layouts/ReportLayout';
import { showError } from '../../app/notify';
import { useSearchState } from '../../ui/urlState';
import { useBusiness } from '../businesses/queries';
import { downloadExport, getTrialBalance, type ExportFormat } from './api';
import { defaultRange } from './periods';
import { PeriodPicker } from './PeriodPicker';
import { TrialBalanceTable } from './TrialBalanceTable';

const searchSchema = z.object({ businessId: z.string().catch(''), from: z.string().catch(''), to: z.string().catch('') });

export default function TrialBalancePage() {
  const { t } = useTranslation();
  const [search, update] = useSearchState(searchSchema);
  const business = useBusiness(search.businessId);
  const startMonth = business.data?.financialYearStartMonth ?? 7;
  const fallback = defaultRange(startMonth, search.to || undefined);
  const range = { from: search.from || fallback.from, to: search.to || fallback.to };
  const report = useQuery({
    queryKey: ['reports', 'trial-balance', search.businessId, range],
    queryFn: () => getTrialBalance(search.businessId, range),
    enabled: search.businessId !== '',
  });
  const download = (format: ExportFormat) => downloadExport(search.businessId, format, range).catch((error: unknown) => showError(error, t('reports.download.failed')));

  return (
    <ReportLayout
      backTo={`/businesses/accounting-report?businessId=${search.businessId}`}
      backLabel={t('reports.hub.title')}
      title={business.data ? t('reports.trialBalance.titleFor', { name: business.data.name }) : t('reports.trialBalance.title')}
      actions={
        <>
          <Button size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => void download('hledger')}>
            {t('reports.download.hledger')}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => void download('csv')}>
            {t('reports.download.csv')}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <PeriodPicker value={range} startMonth={startMonth} onChange={(next) => update(next)} />
        {report.isPending && <Skeleton h={300} maw={900} aria-label={t('reports.loading')} />}
        {report.isError && <Text c="red">{t('reports.trialBalance.failed')}</Text>}
        {report.data && <TrialBalanceTable report={report.data} />}
      </Stack>
    </ReportLayout>
  );
}
