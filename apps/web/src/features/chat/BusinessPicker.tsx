/**
 * The chat's business picker: searches the caller's businesses on the server as they type (a
 * practice has far more than one list holds), and always names the open business.
 */
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBusinesses } from '../businesses/api';

const PICKER_SIZE = 50;

interface BusinessPickerProps {
  businessId: string | undefined;
  /** The open business's name (its group channel's), in case it is not among the matches. */
  businessName: string | undefined;
  onPick: (businessId: string) => void;
}

export function BusinessPicker({ businessId, businessName, onPick }: BusinessPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const businesses = useQuery({
    queryKey: ['chat', 'businesses', keyword],
    queryFn: ({ signal }) => fetchBusinesses({ skip: 0, limit: PICKER_SIZE, keyword: keyword || undefined, status: 'active', sort: 'name' }, signal),
    placeholderData: keepPreviousData,
  });
  const options = (businesses.data?.data ?? []).map((b) => ({ value: b.id, label: b.name }));
  if (businessId && businessName && !options.some((o) => o.value === businessId)) options.unshift({ value: businessId, label: businessName });

  return (
    <Select
      label={t('chat.business')}
      placeholder={t('chat.businessPlaceholder')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already matched the keyword; the picker shows what it answered.
      filter={({ options: all }) => all}
      data={options}
      value={businessId ?? null}
      onChange={(id) => id && onPick(id)}
      nothingFoundMessage={t('chat.noBusinesses')}
      rightSection={businesses.isFetching ? <Loader size="xs" /> : undefined}
    />
  );
}
