/** Keyword and filters of the client list: status, brand, region, supervisor and tag. */
import { Button, Group, Select } from '@mantine/core';
import { can, Role, type RoleId } from '@ledgerdesk/domain';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../ui/SearchInput';
import { useTags } from '../tags/queries';
import { CLIENT_STATUSES } from './api';
import type { ClientSearch } from './clientSearch';
import { useBrandOptions, useRegionOptions, useStaffOptions } from './lookups';

type FilterPatch = Partial<Pick<ClientSearch, 'clientKeyword' | 'status' | 'brandId' | 'regionId' | 'supervisorId' | 'tagId'>>;

interface ClientFiltersProps {
  roleId: RoleId;
  search: ClientSearch;
  onChange: (patch: FilterPatch) => void;
}

const FILTER_WIDTH = 170;

export function ClientFilters({ roleId, search, onChange }: ClientFiltersProps) {
  const { t } = useTranslation();
  const brands = useBrandOptions(roleId);
  const regions = useRegionOptions(roleId);
  const supervisors = useStaffOptions(roleId, Role.Supervisor);
  const tags = useTags();
  const filtered = Boolean(
    search.clientKeyword || search.status || search.brandId || search.regionId || search.supervisorId || search.tagId,
  );
  const select = (key: keyof FilterPatch) => ({
    w: FILTER_WIDTH,
    clearable: true,
    searchable: true,
    value: search[key] ?? null,
    onChange: (value: string | null) => onChange({ [key]: value ?? undefined }),
    nothingFoundMessage: t('clients.filters.nothingFound'),
    comboboxProps: { withinPortal: true },
  });

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        label={t('clients.filters.keyword')}
        placeholder={t('clients.filters.keywordPlaceholder')}
        value={search.clientKeyword ?? ''}
        onSearch={(keyword) => onChange({ clientKeyword: keyword || undefined })}
        w={260}
      />
      <Select
        {...select('status')}
        searchable={false}
        label={t('clients.filters.status')}
        placeholder={t('clients.filters.any')}
        data={CLIENT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        onChange={(value) => onChange({ status: CLIENT_STATUSES.find((status) => status === value) })}
      />
      <Select {...select('brandId')} label={t('clients.filters.brand')} placeholder={t('clients.filters.any')} data={brands.data ?? []} />
      {can(roleId, 'regions:read') && (
        <Select
          {...select('regionId')}
          label={t('clients.filters.region')}
          placeholder={t('clients.filters.any')}
          data={regions.data ?? []}
        />
      )}
      {can(roleId, 'users:read') && (
        <Select
          {...select('supervisorId')}
          label={t('clients.filters.supervisor')}
          placeholder={t('clients.filters.any')}
          data={supervisors.data ?? []}
        />
      )}
      <Select
        {...select('tagId')}
        label={t('clients.filters.tag')}
        placeholder={t('clients.filters.any')}
        data={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
      />
      {filtered && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() =>
            onChange({
              clientKeyword: undefined,
              status: undefined,
              brandId: undefined,
              regionId: undefined,
              supervisorId: undefined,
              tagId: undefined,
            })
          }
        >
          {t('clients.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
