/** Audit entries: when, who, action, entity and its id; each row opens its changes. */
import { ActionIcon, Code, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { formatDateTime } from '../../ui/format';
import { isAuditEntity, type AuditEntry } from './api';

interface AuditTableProps {
  rows: AuditEntry[] | undefined;
  loading: boolean;
  onOpen: (entry: AuditEntry) => void;
}

export function AuditTable({ rows, loading, onOpen }: AuditTableProps) {
  const { t } = useTranslation();
  const columns: DataTableColumn<AuditEntry>[] = [
    {
      key: 'when',
      header: t('audit.columns.when'),
      width: 170,
      render: (entry) => <Text size="sm">{formatDateTime(entry.createdAt)}</Text>,
    },
    {
      key: 'who',
      header: t('audit.columns.who'),
      render: (entry) =>
        entry.actor ? (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {entry.actor.name || entry.actor.email}
            </Text>
            <Text size="xs" c="dimmed">
              {entry.actor.email}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('audit.system')}
          </Text>
        ),
    },
    { key: 'action', header: t('audit.columns.action'), render: (entry) => <Code>{entry.action}</Code> },
    {
      key: 'entity',
      header: t('audit.columns.entity'),
      render: (entry) => <Text size="sm">{isAuditEntity(entry.entity) ? t(`audit.entities.${entry.entity}`) : entry.entity}</Text>,
    },
    {
      key: 'entityId',
      header: t('audit.columns.entityId'),
      render: (entry) => (
        <Text size="xs" ff="monospace" c="dimmed">
          {entry.entityId ?? ''}
        </Text>
      ),
    },
    {
      key: 'open',
      header: t('audit.columns.details'),
      align: 'right',
      width: 90,
      render: (entry) => (
        <Tooltip label={t('audit.view')}>
          <ActionIcon variant="subtle" aria-label={t('audit.viewOf', { id: entry.id })} onClick={() => onOpen(entry)}>
            <IconEye size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];
  return (
    <DataTable
      label={t('audit.tableLabel')}
      columns={columns}
      rows={rows}
      getRowId={(entry) => String(entry.id)}
      loading={loading}
      minWidth={900}
      emptyTitle={t('audit.emptyTitle')}
      emptyDescription={t('audit.emptyDescription')}
    />
  );
}
