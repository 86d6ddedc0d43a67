/** Chooses a client by typing part of its name, code, email or ABN (the client list's keyword). */
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchClients } from '../clients/api';

interface ClientSelectProps extends Omit<SelectProps, 'data' | 'searchValue' | 'onSearchChange' | 'onChange'> {
  value: string | null;
  onChange: (clientId: string | null) => void;
  /** Shown for the chosen client before a search has loaded it. */
  selectedLabel?: string;
}

export function ClientSelect({ selectedLabel, value, onChange, ...props }: ClientSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState('');
  const chosen = picked || selectedLabel || '';
  // Once a client is chosen the box shows its label: that is not a new search.
  const typed = search === chosen ? '' : search.trim();
  const [keyword] = useDebouncedValue(typed, 300);
  const clients = useQuery({
    queryKey: ['clients', 'options', keyword],
    queryFn: ({ signal }) => fetchClients({ skip: 0, limit: 20, keyword: keyword || undefined, sort: 'name' }, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const options = (clients.data?.data ?? []).map((client) => ({ value: client.id, label: `${client.name} (${client.code})` }));
  if (value && chosen && !options.some((option) => option.value === value)) options.unshift({ value, label: chosen });
  return (
    <Select
      searchable
      clearable
      value={value}
      onChange={(next, option) => {
        setPicked(next ? option.label : '');
        onChange(next);
      }}
      data={options}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={clients.isFetching ? t('common.loading') : t('clients.filters.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
