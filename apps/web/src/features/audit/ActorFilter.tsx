/** Who made the change: a staff member searched by name or email on the server. */
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchActors } from './api';

interface ActorFilterProps {
  value: string | undefined;
  onChange: (actorId: string | undefined) => void;
}

export function ActorFilter({ value, onChange }: ActorFilterProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // The chosen person's label, kept while the search lists other people.
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const typed = picked !== null && search === picked.label ? '' : keyword;
  const found = useQuery({
    queryKey: ['audit', 'actors', typed],
    queryFn: ({ signal }) => searchActors(typed, signal),
    staleTime: 60_000,
  });
  const options = [...(found.data ?? [])];
  if (picked && picked.value === value && !options.some((option) => option.value === picked.value)) options.unshift(picked);

  return (
    <Select
      label={t('audit.filters.actor')}
      placeholder={t('audit.filters.actorPlaceholder')}
      data={options}
      value={value ?? null}
      onChange={(next, option) => {
        setPicked(next ? option : null);
        onChange(next ?? undefined);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? t('common.loading') : t('audit.filters.nobody')}
      clearable
      w={210}
    />
  );
}
