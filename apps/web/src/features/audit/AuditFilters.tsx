/** Filters of the audit log: who (searched on the server), entity, action and a date range. */
import { Button, Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { ActionFilter } from './ActionFilter';
import { ActorFilter } from './ActorFilter';
import { AUDIT_ENTITIES } from './api';
import type { AuditSearch } from './auditSearch';

interface AuditFiltersProps {
  search: AuditSearch;
  onChange: (patch: Partial<AuditSearch>) => void;
}

export function AuditFilters({ search, onChange }: AuditFiltersProps) {
  const { t } = useTranslation();
  const filtered = Boolean(search.actorId || search.entity || search.action || search.from || search.to);
  return (
    <Group gap="md" align="flex-end">
      <ActorFilter value={search.actorId} onChange={(actorId) => onChange({ actorId })} />
      <Select
        label={t('audit.filters.entity')}
        placeholder={t('audit.filters.entityPlaceholder')}
        data={AUDIT_ENTITIES.map((value) => ({ value, label: t(`audit.entities.${value}`) }))}
        value={search.entity ?? null}
        onChange={(value) => onChange({ entity: value ?? undefined, action: undefined })}
        searchable
        clearable
        w={180}
      />
      <ActionFilter entity={search.entity} value={search.action} onChange={(action) => onChange({ action })} />
      <DatePickerInput
        type="range"
        label={t('audit.filters.dates')}
        placeholder={t('audit.filters.datesPlaceholder')}
        value={[search.from ?? null, search.to ?? null]}
        onChange={([from, to]) => {
          // Apply once both ends are chosen, or when the range is cleared.
          if ((from && to) || (!from && !to)) onChange({ from: from ?? undefined, to: to ?? undefined });
        }}
        clearable
        allowSingleDateInRange
        maxDate={new Date()}
        w={230}
      />
      {filtered && (
        <Button
          variant="subtle"
          onClick={() => onChange({ actorId: undefined, entity: undefined, action: undefined, from: undefined, to: undefined })}
        >
          {t('audit.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
