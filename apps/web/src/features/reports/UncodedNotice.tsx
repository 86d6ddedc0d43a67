/**
 * Says when bank lines the report would hold are still uncoded, with their count and sum and a
 * way to the master table filtered to them, so a report is never short without a word.
 */
import type { ReportData } from '@ledgerdesk/domain';
import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@ledgerdesk/domain';

const day = (iso: string) => dayjs(iso).format('DD/MM/YYYY');

export function UncodedNotice({ businessId, data }: { businessId: string; data: ReportData | undefined }) {
  const { t } = useTranslation();
  const uncoded = data && 'uncoded' in data ? data.uncoded : undefined;
  if (!uncoded || uncoded.count === 0) return null;
  const search = new URLSearchParams({ businessId, status: 'uncoded', to: uncoded.to, ...(uncoded.from ? { from: uncoded.from } : {}) });
  const values = {
    count: uncoded.count,
    amount: formatMoney(uncoded.amount),
    from: uncoded.from && day(uncoded.from),
    to: day(uncoded.to),
  };
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('reports.uncoded.title', { count: uncoded.count })}>
      {t(uncoded.from ? 'reports.uncoded.period' : 'reports.uncoded.position', values)}{' '}
      <Anchor component={Link} to={`/businesses/master-table?${search.toString()}`} size="sm">
        {t('reports.uncoded.open')}
      </Anchor>
    </Alert>
  );
}
