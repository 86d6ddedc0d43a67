/** Keyword (debounced) and status filter of the brand list. */
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_STATUSES } from './api';
import type { BrandSearch } from './brandSearch';

interface BrandFiltersProps {
  search: BrandSearch;
  onChange: (patch: Partial<BrandSearch>) => void;
}

export function BrandFilters({ search, onChange }: BrandFiltersProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const applyKeyword = useDebouncedCallback((value: string) => onChange({ keyword: value.trim() || undefined }), 300);
  return (
    <Group gap="md" align="flex-end">
      <TextInput
        label={t('brands.searchLabel')}
        placeholder={t('brands.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={keyword}
        onChange={(event) => {
          setKeyword(event.currentTarget.value);
          applyKeyword(event.currentTarget.value);
        }}
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
