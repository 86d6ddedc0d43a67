/**
 * Whose files: a Case Manager picks one of their businesses; other roles pick a client, then the
 * client's own folders or one of its businesses. Both boxes search as you type.
 */
import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusinessSelect } from '../businesses/BusinessSelect';
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
    return (
      <BusinessSelect
        label={t('files.picker.business')}
        placeholder={t('files.picker.businessPlaceholder')}
        emptyMessage={t('files.picker.nothingFound')}
        clearable
        w={320}
        value={value.owner?.id ?? null}
        onChange={(id) => onChange({ owner: id ? { type: 'business', id } : undefined })}
      />
    );
  }
  return (
    <Group gap="sm" align="flex-end" wrap="nowrap">
      <ClientSelect
        label={t('files.picker.client')}
        placeholder={t('files.picker.clientPlaceholder')}
        value={value.clientId ?? null}
        onChange={(clientId) =>
          onChange({ clientId: clientId ?? undefined, owner: clientId ? { type: 'client', id: clientId } : undefined })
        }
        w={300}
      />
      {value.clientId && (
        <ClientOwnerSelect
          clientId={value.clientId}
          owner={value.owner}
          onChange={(owner) => onChange({ clientId: value.clientId, owner })}
        />
      )}
    </Group>
  );
}

/** The client's own folders, or one of its businesses'. */
function ClientOwnerSelect({
  clientId,
  owner,
  onChange,
}: {
  clientId: string;
  owner: Owner | undefined;
  onChange: (owner: Owner) => void;
}) {
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
