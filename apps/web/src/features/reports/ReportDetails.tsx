/**
 * The line under a report's title, as on its PDF and XLSX: the business's ABN and the basis
 * (the one a GST report was computed on), 'As at' for a balance sheet, and who approved the
 * report for this period and when.
 */
import { formatAbn, formatDate, type ReportBasis, type ReportType } from '@ledgerdesk/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import type { Range } from './api';
import { useLocks } from './lockQueries';
import { lockState } from './lockStatus';

export interface ReportDetailsProps {
  businessId: string;
  type: ReportType;
  range: Range;
  abn: string | null | undefined;
  basis: ReportBasis | undefined;
}

export function ReportDetails({ businessId, type, range, abn, basis }: ReportDetailsProps) {
  const { t } = useTranslation();
  const locks = useLocks(businessId, type);
  const { status, lock } = lockState(locks.data ?? [], range);
  const parts = [
    abn ? t('reports.header.abn', { abn: formatAbn(abn) }) : t('reports.header.noAbn'),
    basis && t('reports.header.basis', { basis: t(`reports.basis.${basis}`) }),
    type === 'balance-sheet' && t('reports.header.asAt', { date: formatDate(range.to) }),
    status === 'approved' &&
      lock &&
      t('reports.lock.approvedBy', {
        name: lock.decidedByName ?? t('reports.lock.someone'),
        date: lock.decidedAt ? formatDateTime(lock.decidedAt) : '',
      }),
  ].filter((part): part is string => typeof part === 'string' && part !== '');
  return (
    <Text size="sm" c="dimmed" role="group" aria-label={t('reports.header.details')} data-testid="report-details">
      {parts.join(' · ')}
    </Text>
  );
}
