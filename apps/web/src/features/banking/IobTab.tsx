/** The business page's 'IOB' tab: online bank accounts and the state of their feeds. */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { formatDateTime } from '../../ui/format';
import type { BusinessTabProps } from '../businesses/businessTabProps';
import { useBankFeeds, type BankFeed } from './api';
import { providerName } from './providerName';

const STATUS_COLORS = { connected: 'teal', consent_expired: 'orange', closed: 'gray' } as const;

export function IobTab({ business }: BusinessTabProps) {
  const { t } = useTranslation();
  const feeds = useBankFeeds(business.id);
  const columns: DataTableColumn<BankFeed>[] = [
    { key: 'name', header: t('banking.columns.name'), render: (f) => f.name },
    { key: 'number', header: t('banking.columns.number'), width: 120, render: (f) => f.accountNumber || '—' },
    { key: 'provider', header: t('banking.columns.provider'), render: (f) => providerName(t, f.provider, f.providerName) },
    { key: 'institution', header: t('banking.columns.institution'), render: (f) => f.institution },
    {
      key: 'status',
      header: t('banking.columns.status'),
      width: 150,
      render: (f) => <Badge color={STATUS_COLORS[f.status]}>{t(`banking.feedStatuses.${f.status}`)}</Badge>,
    },
    {
      key: 'lastSync',
      header: t('banking.columns.lastSync'),
      width: 170,
      render: (f) => (f.lastSyncAt ? formatDateTime(f.lastSyncAt) : t('banking.never')),
    },
    {
      key: 'consent',
      header: t('banking.columns.consent'),
      width: 170,
      render: (f) => (f.consentExpiresAt ? formatDateTime(f.consentExpiresAt) : '—'),
    },
  ];
  return (
    <DataTable
      label={t('banking.feedsLabel')}
      columns={columns}
      rows={feeds.data}
      getRowId={(f) => f.bankAccountId}
      loading={feeds.isFetching}
      emptyTitle={t('banking.noFeeds')}
      minWidth={1000}
    />
  );
}
