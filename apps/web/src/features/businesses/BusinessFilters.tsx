/** Keyword, status and client filters of the business list. */
import { Button, Group, Select } from '@mantine/core';
import { can, type RoleId } from '@ledgerdesk/domain';
import { IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../ui/SearchInput';
import { fetchClient } from '../clients/api';
import { clientKeys } from '../clients/queries';
import { BUSINESS_STATUSES } from './api';
import { isFiltered, type BusinessSearch } from './businessSearch';
import { ClientSelect } from './ClientSelect';

type FilterPatch = Partial<Pick<BusinessSearch, 'clientKeyword' | 'status' | 'clientId'>>;

interface BusinessFiltersProps {
  roleId: RoleId;
  search: BusinessSearch;
  onChange: (patch: FilterPatch) => void;
}

export function BusinessFilters({ roleId, search, onChange }: BusinessFiltersProps) {
  const { t } = useTranslation();
  const withClients = can(roleId, 'clients:read');
  // After a reload the chosen client is only an id: its name comes from its page's query.
  const client = useQuery({
    queryKey: clientKeys.detail(search.clientId ?? ''),
    queryFn: ({ signal }) => fetchClient(search.clientId ?? '', signal),
    enabled: withClients && Boolean(search.clientId),
    meta: { silent: true },
  });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        label={t('businesses.filters.keyword')}
        placeholder={t('businesses.filters.keywordPlaceholder')}
        value={search.clientKeyword ?? ''}
        onSearch={(keyword) => onChange({ clientKeyword: keyword || undefined })}
        w={280}
      />
      <Select
        label={t('clients.filters.status')}
        placeholder={t('clients.filters.any')}
        w={170}
        clearable
        data={BUSINESS_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        value={search.status ?? null}
        onChange={(value) => onChange({ status: BUSINESS_STATUSES.find((status) => status === value) })}
        comboboxProps={{ withinPortal: true }}
      />
      {withClients && (
        <ClientSelect
          label={t('businesses.filters.client')}
          placeholder={t('clients.filters.any')}
          w={260}
          value={search.clientId ?? null}
          selectedLabel={client.data ? `${client.data.name} (${client.data.code})` : undefined}
          onChange={(clientId) => onChange({ clientId: clientId ?? undefined })}
        />
      )}
      {isFiltered(search) && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => onChange({ clientKeyword: undefined, status: undefined, clientId: undefined })}
        >
          {t('clients.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
