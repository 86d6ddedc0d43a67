/** Keyword, role, region and status filters of the team list. */
import { Group, Select } from '@mantine/core';
import { STAFF_ROLES, type RoleId } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../ui/SearchInput';
import { useRegionOptions } from '../clients/lookups';
import { MEMBER_STATUSES } from './api';
import type { TeamSearch } from './teamSearch';

interface TeamFiltersProps {
  actor: RoleId;
  search: TeamSearch;
  onChange: (patch: Partial<TeamSearch>) => void;
}

export function TeamFilters({ actor, search, onChange }: TeamFiltersProps) {
  const { t } = useTranslation();
  const regions = useRegionOptions(actor);
  return (
    <Group gap="md" align="flex-end">
      <SearchInput
        label={t('team.searchLabel')}
        placeholder={t('team.searchPlaceholder')}
        value={search.keyword ?? ''}
        onSearch={(keyword) => onChange({ keyword: keyword || undefined })}
        w={280}
      />
      <Select
        label={t('team.roleFilter')}
        placeholder={t('team.allRoles')}
        data={STAFF_ROLES.map((id) => ({ value: String(id), label: t(`roles.${id}`) }))}
        value={search.roleId === undefined ? null : String(search.roleId)}
        onChange={(value) => onChange({ roleId: STAFF_ROLES.find((id) => String(id) === value) })}
        clearable
        w={190}
      />
      <Select
        label={t('team.regionFilter')}
        placeholder={t('team.allRegions')}
        data={regions.data ?? []}
        value={search.regionId ?? null}
        onChange={(value) => onChange({ regionId: value ?? undefined })}
        clearable
        w={200}
      />
      <Select
        label={t('team.statusFilter')}
        placeholder={t('team.allStatuses')}
        data={MEMBER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        value={search.status ?? null}
        onChange={(value) => onChange({ status: MEMBER_STATUSES.find((status) => status === value) })}
        clearable
        w={170}
      />
    </Group>
  );
}
