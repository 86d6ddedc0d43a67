/**
 * The approvals list on the reports hub: every lock request waiting for approval in the
 * businesses the approver looks after, with its warnings and a link to the report and period.
 */
import { formatDate, hasLockWarnings } from '@ledgerdesk/domain';
import type { PendingReportLock } from '@ledgerdesk/domain';
import { Alert, Badge, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ListCard } from '../../ui/ListCard';
import { formatDateTime } from '../../ui/format';
import { pagedSearchFields, useListSearch } from '../../ui/urlState';
import { usePendingLocks } from './lockQueries';

import { reviewPath } from './reportList';

/** The hub keeps its business in the URL beside the list's page. */
const searchSchema = z.object({ businessId: z.string().catch(''), ...pagedSearchFields });

/** `onlyWhenAny`: for staff who approve only what a brand names them for, the list shows when it holds something. */
export function PendingApprovals({ onlyWhenAny = false }: { onlyWhenAny?: boolean }) {
  const { t } = useTranslation();
  const { search, pagination } = useListSearch(searchSchema);
  const pending = usePendingLocks({ skip: (search.page - 1) * search.limit, limit: search.limit });
  const rows = pending.data?.data;
  if (onlyWhenAny && !pending.data?.pagination.total) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="approvals-title">
      <Title order={2} fz="h4" id="approvals-title">
        {t('reports.approvals.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('reports.approvals.description')}
      </Text>
      <ListCard inset filters={null} pagination={pagination(pending.data?.pagination.total ?? 0, pending.isFetching)}>
        {pending.isError ? (
          <Alert color="red" role="alert">
            {t('reports.approvals.failed')}
          </Alert>
        ) : !rows ? (
          <Skeleton h={120} aria-label={t('reports.loading')} />
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {t('reports.approvals.empty')}
          </Text>
        ) : (
          <Table aria-labelledby="approvals-title" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reports.approvals.business')}</Table.Th>
                <Table.Th>{t('reports.approvals.report')}</Table.Th>
                <Table.Th>{t('reports.approvals.period')}</Table.Th>
                <Table.Th>{t('reports.approvals.requestedBy')}</Table.Th>
                <Table.Th>{t('reports.approvals.warnings')}</Table.Th>
                <Table.Th aria-label={t('reports.approvals.open')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((lock) => (
                <PendingRow key={lock.id} lock={lock} />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ListCard>
    </Stack>
  );
}

function PendingRow({ lock }: { lock: PendingReportLock }) {
  const { t } = useTranslation();
  const report = t(`reports.types.${lock.type}.title`);
  const period = `${formatDate(lock.from)} – ${formatDate(lock.to)}`;
  const warnings = lock.warnings;
  return (
    <Table.Tr>
      <Table.Td>{lock.businessName}</Table.Td>
      <Table.Td>{report}</Table.Td>
      <Table.Td>{period}</Table.Td>
      <Table.Td>
        <Text size="sm">{lock.requestedByName ?? t('reports.lock.someone')}</Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(lock.requestedAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {warnings?.periodOpen && (
            <Badge color="red" variant="light" tt="none">
              {t('reports.approvals.periodOpen')}
            </Badge>
          )}
          {warnings && warnings.uncodedLines > 0 && (
            <Badge color="yellow" variant="light" tt="none">
              {t('reports.approvals.uncoded', { count: warnings.uncodedLines })}
            </Badge>
          )}
          {warnings && warnings.unreconciledLines > 0 && (
            <Badge color="yellow" variant="light" tt="none">
              {t('reports.approvals.unreconciled', { count: warnings.unreconciledLines })}
            </Badge>
          )}
          {(!warnings || !hasLockWarnings(warnings)) && (
            <Text size="sm" c="dimmed">
              {t('reports.approvals.none')}
            </Text>
          )}
        </Group>
      </Table.Td>
      <Table.Td ta="right">
        <Button
          component={Link}
          to={reviewPath(lock)}
          size="xs"
          variant="light"
          aria-label={t('reports.approvals.openLabel', { report, business: lock.businessName, period })}
        >
          {t('reports.approvals.open')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
