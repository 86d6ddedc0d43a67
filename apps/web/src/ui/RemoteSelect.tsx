/**
 * A select whose options the server finds as the user types (a practice has far more records
 * than one list holds): debounced, the previous answer kept while the next loads, and the chosen
 * record always named even when the latest search did not return it.
 */
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface RemoteOption {
  value: string;
  label: string;
}

export interface RemoteSelectProps extends Omit<SelectProps, 'data' | 'searchValue' | 'onSearchChange' | 'onChange' | 'value'> {
  /** Names the search in the query cache; the keyword is appended. */
  queryKey: readonly unknown[];
  search: (keyword: string, signal: AbortSignal) => Promise<RemoteOption[]>;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The chosen record's label before a search has returned it. */
  selectedLabel?: string | undefined;
  /** Shown when the search found nothing. */
  emptyMessage: string;
}

export function RemoteSelect({ queryKey, search, value, onChange, selectedLabel, emptyMessage, ...props }: RemoteSelectProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState('');
  const chosen = picked || selectedLabel || '';
  // Once a record is chosen the box shows its label: that is not a new search.
  const [keyword] = useDebouncedValue(typed === chosen ? '' : typed.trim(), 300);
  const found = useQuery({
    queryKey: [...queryKey, keyword],
    queryFn: ({ signal }) => search(keyword, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const options = [...(found.data ?? [])];
  if (value && chosen && !options.some((option) => option.value === value)) options.unshift({ value, label: chosen });
  return (
    <Select
      searchable
      value={value}
      onChange={(next, option) => {
        setPicked(next ? option.label : '');
        onChange(next);
      }}
      data={options}
      searchValue={typed}
      onSearchChange={setTyped}
      // The server has already matched the keyword; the select shows what it answered.
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? t('common.loading') : emptyMessage}
      rightSection={found.isFetching ? <Loader size="xs" /> : undefined}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
