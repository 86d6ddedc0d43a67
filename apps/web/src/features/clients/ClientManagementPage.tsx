/** /client-management: the scoped client list with keyword, filters, sort, paging and bulk actions. */
import { Button, Group, Stack } from '@mantine/core';
import { can } from '@ledgerdesk/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListCard } from '../../ui/ListCard';
import { PageHeader } from '../../ui/PageHeader';
import { useListSearch } from '../../ui/urlState';
import { useAuthState } from '../auth/session';
import { ClientBulkBar } from './ClientBulkBar';
import { ClientDialogs } from './ClientDialogs';
import { ClientFilters } from './ClientFilters';
import { ClientFormModal } from './ClientFormModal';
import { clientFilterOf, clientListQuery, clientSearchSchema } from './clientSearch';
import { ClientTable } from './ClientTable';
import { useClientDialog } from './dialogs';
import { ExportCsvButton } from './ExportCsvButton';
import { useClientList } from './queries';
import { CLIENT_SORTS } from './api';

export default function ClientManagementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { roleId } = useAuthState();
  const { search, refine, pagination } = useListSearch(clientSearchSchema);
  const query = clientListQuery(search);
  const list = useClientList(query);
  const dialogs = useClientDialog();
  const [creating, setCreating] = useState(false);
  // The selection belongs to the rows on screen: another page or filter starts empty.
  const selectionKey = JSON.stringify(query);
  const [selection, setSelection] = useState({ key: selectionKey, ids: [] as string[] });
  const selected = selection.key === selectionKey ? selection.ids : [];
  const select = (ids: string[]) => setSelection({ key: selectionKey, ids });
  const filter = clientFilterOf(search);
  const filtered = Boolean(filter.keyword || filter.status || filter.brandId || filter.regionId || filter.supervisorId || filter.tagId);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('clients.title')}
        description={t('clients.subtitle')}
        actions={
          <Group gap="sm">
            <ExportCsvButton filter={filter} />
            {can(roleId, 'clients:write') && (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
                {t('clients.create')}
              </Button>
            )}
          </Group>
        }
      />
      <ListCard
        filters={<ClientFilters roleId={roleId} search={search} onChange={refine} />}
        pagination={pagination(list.data?.pagination.total ?? 0, list.isFetching)}
      >
        <ClientTable
          roleId={roleId}
          rows={list.data?.data}
          loading={list.isFetching}
          sort={search.sort}
          onSortChange={(sort) => refine({ sort: CLIENT_SORTS.find((known) => known === sort) })}
          selected={selected}
          onSelectionChange={select}
          onOpenDialog={dialogs.open}
          filtered={filtered}
        />
      </ListCard>
      <ClientBulkBar ids={selected} onClear={() => select([])} />
      <ClientDialogs dialog={dialogs.dialog} roleId={roleId} onClose={dialogs.close} />
      <ClientFormModal
        opened={creating}
        roleId={roleId}
        onClose={() => setCreating(false)}
        onSaved={(client) => void navigate(`/clients/${client.id}`)}
      />
    </Stack>
  );
}
