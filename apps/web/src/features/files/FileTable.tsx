/**
 * The files of the open folder (or of the trash): sortable columns, rows that can be dragged onto
 * a folder, and a menu per row for everything a drag or a click does, so the keyboard reaches it all.
 */
import { ActionIcon, Box, Button, EmptyState, Menu, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { IconDots, IconFile, IconFileTypePdf, IconFolderOff, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import { nextSort, SortableHeader, sortDirection } from '../../ui/SortableHeader';
import type { FileItem } from './api';
import classes from './FileManager.module.css';
import { fileTypeOf, formatBytes } from './fileFormat';
import type { useDragMove } from './useDragMove';

export type FileAction = 'open' | 'download' | 'rename' | 'move' | 'delete' | 'restore';

interface FileTableProps {
  files: readonly FileItem[] | undefined;
  loading: boolean;
  trash: boolean;
  sort: string;
  onSortChange: (sort: string) => void;
  onAction: (action: FileAction, file: FileItem) => void;
  drag: ReturnType<typeof useDragMove>;
}

function FileIcon({ file }: { file: FileItem }) {
  const type = fileTypeOf(file.mimeType);
  if (type === 'image') return <IconPhoto size={16} aria-hidden />;
  if (type === 'pdf') return <IconFileTypePdf size={16} aria-hidden />;
  return <IconFile size={16} aria-hidden />;
}

export function FileTable({ files, loading, trash, sort, onSortChange, onAction, drag }: FileTableProps) {
  const { t } = useTranslation();
  const sortable = (key: string, label: string) => (
    <Table.Th aria-sort={sortDirection(sort, key)} style={{ whiteSpace: 'nowrap' }}>
      <SortableHeader direction={sortDirection(sort, key)} onSort={() => onSortChange(nextSort(sort, key))}>
        {label}
      </SortableHeader>
    </Table.Th>
  );

  let body;
  if (!files && loading) {
    body = Array.from({ length: 4 }, (_, i) => (
      <Table.Tr key={i} aria-hidden>
        <Table.Td colSpan={6}>
          <Skeleton h={14} />
        </Table.Td>
      </Table.Tr>
    ));
  } else if (!files || files.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={6}>
          <Box py="xl">
            <EmptyState
              size="sm"
              withIndicatorBackground
              icon={<IconFolderOff size={28} aria-hidden />}
              title={t(trash ? 'files.table.emptyTrash' : 'files.table.empty')}
              description={trash ? t('files.table.trashHint') : t('files.table.emptyHint')}
            />
          </Box>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = files.map((file) => (
      <Table.Tr
        key={file.id}
        className={trash ? undefined : classes.row}
        {...(trash ? {} : drag.sourceProps({ kind: 'file', id: file.id, name: file.name }))}
      >
        <Table.Td maw={320}>
          <UnstyledButton
            onClick={() => onAction(trash ? 'restore' : 'open', file)}
            disabled={trash}
            display="flex"
            style={{ alignItems: 'center', gap: 6, maxWidth: '100%' }}
          >
            <FileIcon file={file} />
            <Text size="sm" truncate fw={500}>
              {file.name}
            </Text>
          </UnstyledButton>
        </Table.Td>
        <Table.Td>
          <Text size="sm">{t(`files.types.${fileTypeOf(file.mimeType)}`)}</Text>
        </Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatBytes(file.size)}</Table.Td>
        <Table.Td>
          <Text size="sm" truncate maw={180}>
            {file.uploadedBy?.name ?? file.uploaderName ?? '—'}
          </Text>
        </Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(trash && file.purgeAt ? file.purgeAt : file.createdAt)}</Table.Td>
        <Table.Td ta="right">
          {trash ? (
            <Button
              size="xs"
              variant="light"
              onClick={() => onAction('restore', file)}
              aria-label={t('files.actions.restoreNamed', { name: file.name })}
            >
              {t('files.actions.restore')}
            </Button>
          ) : (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('files.table.actions', { name: file.name })}>
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {file.previewable && <Menu.Item onClick={() => onAction('open', file)}>{t('files.actions.preview')}</Menu.Item>}
                <Menu.Item onClick={() => onAction('download', file)}>{t('files.actions.download')}</Menu.Item>
                <Menu.Item onClick={() => onAction('rename', file)}>{t('files.actions.rename')}</Menu.Item>
                <Menu.Item onClick={() => onAction('move', file)}>{t('files.actions.move')}</Menu.Item>
                <Menu.Item color="red" onClick={() => onAction('delete', file)}>
                  {t('files.actions.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Table.Td>
      </Table.Tr>
    ));
  }

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table
        aria-label={t(trash ? 'files.table.trashLabel' : 'files.table.label')}
        aria-busy={loading || undefined}
        highlightOnHover
        verticalSpacing="xs"
      >
        <Table.Thead>
          <Table.Tr>
            {sortable('name', t('files.table.name'))}
            <Table.Th>{t('files.table.type')}</Table.Th>
            {sortable('size', t('files.table.size'))}
            <Table.Th>{t('files.table.uploadedBy')}</Table.Th>
            {sortable('createdAt', t(trash ? 'files.table.purgeOn' : 'files.table.uploadedAt'))}
            <Table.Th w={60} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ opacity: loading && files ? 0.6 : 1 }}>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
