/**
 * Whose files: a Case Manager picks one of their businesses; other roles pick a client, then the
 * client's own folders or one of its businesses. Both boxes search as you type.
 */
import { Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientSelect } from '../businesses/ClientSelect';
import { fetchBusinesses } from '../businesses/api';
import type { Owner } from './api';

export interface OwnerChoice {
  clientId?: string | undefined;
  owner?: Owner | undefined;
}

interface OwnerPickerProps {
  mode: 'business' | 'client';
  value: OwnerChoice;
  onChange: (next: OwnerChoice) => void;
}

export function OwnerPicker({ mode, value, onChange }: OwnerPickerProps) {
  const { t } = useTranslation();
  if (mode === 'business') {
    return <BusinessSelect value={value.owner?.id ?? null} onChange={(id) => onChange({ owner: id ? { type: 'business', id } : undefined })} />;
  }
  return (
    <Group gap="sm" align="flex-end" wrap="nowrap">
      <ClientSelect
        label={t('files.picker.client')}
        placeholder={t('files.picker.clientPlaceholder')}
        value={value.clientId ?? null}
        onChange={(clientId) => onChange({ clientId: clientId ?? undefined, owner: clientId ? { type: 'client', id: clientId } : undefined })}
        w={300}
      />
      {value.clientId && <ClientOwnerSelect clientId={value.clientId} owner={value.owner} onChange={(owner) => onChange({ clientId: value.clientId, owner })} />}
    </Group>
  );
}

/** The client's own folders, or one of its businesses'. */
function ClientOwnerSelect({ clientId, owner, onChange }: { clientId: string; owner: Owner | undefined; onChange: (owner: Owner) => void }) {
  const { t } = useTranslation();
  const businesses = useQuery({
    queryKey: ['businesses', 'list', { clientId, files: true }],
    queryFn: ({ signal }) => fetchBusinesses({ skip: 0, limit: 100, clientId, sort: 'name' }, signal),
  });
  const options = [
    { value: `client:${clientId}`, label: t('files.picker.clientFiles') },
    ...(businesses.data?.data ?? []).map((business) => ({ value: `business:${business.id}`, label: business.name })),
  ];
  return (
    <Select
      label={t('files.picker.owner')}
      data={options}
      value={owner ? `${owner.type}:${owner.id}` : null}
      onChange={(next) => {
        const [type, id] = (next ?? '').split(':');
        if ((type === 'client' || type === 'business') && id) onChange({ type, id });
      }}
      allowDeselect={false}
      w={260}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A Case Manager's businesses, searched by name. */
function BusinessSelect({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState('');
  const typed = search === picked ? '' : search.trim();
  const [keyword] = useDebouncedValue(typed, 300);
  const businesses = useQuery({
    queryKey: ['businesses', 'options', keyword],
    queryFn: ({ signal }) => fetchBusinesses({ skip: 0, limit: 20, keyword: keyword || undefined, sort: 'name' }, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const options = (businesses.data?.data ?? []).map((business) => ({ value: business.id, label: business.name }));
  return (
    <Select
      label={t('files.picker.business')}
      placeholder={t('files.picker.businessPlaceholder')}
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
      nothingFoundMessage={businesses.isFetching ? t('common.loading') : t('files.picker.nothingFound')}
      w={320}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
