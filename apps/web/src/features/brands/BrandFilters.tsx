/** Keyword and status filter of the brand list. */
import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../ui/SearchInput';
import { BRAND_STATUSES } from './api';
import type { BrandSearch } from './brandSearch';

interface BrandFiltersProps {
  search: BrandSearch;
  onChange: (patch: Partial<BrandSearch>) => void;
}

export function BrandFilters({ search, onChange }: BrandFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group gap="md" align="flex-end">
      <SearchInput
        label={t('brands.searchLabel')}
        placeholder={t('brands.searchPlaceholder')}
        value={search.keyword ?? ''}
        onSearch={(keyword) => onChange({ keyword: keyword || undefined })}
        w={320}
      />
      <Select
        label={t('brands.statusLabel')}
        placeholder={t('brands.allStatuses')}
        data={BRAND_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        value={search.status ?? null}
        onChange={(value) => onChange({ status: BRAND_STATUSES.find((status) => status === value) })}
        clearable
        w={200}
      />
    </Group>
  );
}
