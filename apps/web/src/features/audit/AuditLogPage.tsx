/** /audit-log (Super Admin): who changed what and when, with filters and each entry's changes. */
import { Card, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { TablePagination } from '../../ui/TablePagination';
import { useSearchState } from '../../ui/urlState';
import { useAuditEntries, type AuditEntry } from './api';
import { AuditDrawer } from './AuditDrawer';
import { AuditFilters } from './AuditFilters';
import { auditQuery, auditSearchSchema } from './auditSearch';
import { AuditTable } from './AuditTable';

export default function AuditLogPage() {
  const { t } = useTranslation();
  const [search, update] = useSearchState(auditSearchSchema);
  const entries = useAuditEntries(auditQuery(search));
  const [open, setOpen] = useState<AuditEntry | null>(null);
  return (
    <Stack gap="md" maw={1280}>
      <PageHeader title={t('audit.title')} description={t('audit.subtitle')} />
      <Card withBorder radius="md" p="md">
        <Stack gap="md">
          <AuditFilters search={search} onChange={(patch) => update({ ...patch, page: 1 })} />
          <AuditTable rows={entries.data?.data} loading={entries.isFetching} onOpen={setOpen} />
          <TablePagination
            page={search.page}
            pageSize={search.limit}
            total={entries.data?.pagination.total ?? 0}
            onPageChange={(page) => update({ page })}
            onPageSizeChange={(limit) => update({ limit, page: 1 })}
            disabled={entries.isPending}
          />
        </Stack>
      </Card>
      <AuditDrawer entry={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
