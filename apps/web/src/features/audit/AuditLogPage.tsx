/** /audit-log (Super Admin): who changed what and when, with filters and each entry's changes. */
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '../../ui/ListCard';
import { PageHeader } from '../../ui/PageHeader';
import { useListSearch } from '../../ui/urlState';
import { useAuditEntries, type AuditEntry } from './api';
import { AuditDrawer } from './AuditDrawer';
import { AuditFilters } from './AuditFilters';
import { auditQuery, auditSearchSchema } from './auditSearch';
import { AuditTable } from './AuditTable';

export default function AuditLogPage() {
  const { t } = useTranslation();
  const { search, refine, pagination } = useListSearch(auditSearchSchema);
  const entries = useAuditEntries(auditQuery(search));
  const [open, setOpen] = useState<AuditEntry | null>(null);
  return (
    <Stack gap="md" maw={1280}>
      <PageHeader title={t('audit.title')} description={t('audit.subtitle')} />
      <ListCard
        inset
        filters={<AuditFilters search={search} onChange={refine} />}
        pagination={pagination(entries.data?.pagination.total ?? 0, entries.isPending)}
      >
        <AuditTable rows={entries.data?.data} loading={entries.isFetching} onOpen={setOpen} />
      </ListCard>
      <AuditDrawer entry={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
