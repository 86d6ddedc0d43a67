/** The master table's filters; each one lives in the URL. Sized to sit on one line at 1280 px, leaving the rows the height. */
import { Group, Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../ui/SearchInput';
import type { Transaction } from './api';
import type { MasterSearch } from './masterSearch';

export interface MasterFiltersProps {
  search: MasterSearch;
  onChange: (patch: Partial<MasterSearch>) => void;
  rows: readonly Transaction[];
}

export function MasterFilters({ search, onChange, rows }: MasterFiltersProps) {
  const { t } = useTranslation();
  const bankAccounts = [...new Map(rows.map((row) => [row.bankAccountId, row.bankAccountName])).entries()].map(([value, label]) => ({
    value,
    label,
  }));
  if (search.bankAccountId && !bankAccounts.some((b) => b.value === search.bankAccountId)) {
    bankAccounts.push({ value: search.bankAccountId, label: t('ledger.filters.selectedBankAccount') });
  }
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <SearchInput label={t('ledger.filters.text')} value={search.q} onSearch={(q) => onChange({ q })} w={170} />
      <DateInput
        label={t('ledger.filters.from')}
        value={search.from || null}
        onChange={(from) => onChange({ from: from ?? '' })}
        clearable
        w={140}
      />
      <DateInput label={t('ledger.filters.to')} value={search.to || null} onChange={(to) => onChange({ to: to ?? '' })} clearable w={140} />
      <Select
        label={t('ledger.filters.bankAccount')}
        placeholder={t('ledger.filters.allBankAccounts')}
        data={bankAccounts}
        value={search.bankAccountId || null}
        onChange={(value) => onChange({ bankAccountId: value ?? '' })}
        clearable
        w={170}
      />
      <Select
        label={t('ledger.filters.status')}
        data={[
          { value: '', label: t('ledger.filters.all') },
          { value: 'coded', label: t('ledger.status.coded') },
          { value: 'uncoded', label: t('ledger.status.uncoded') },
        ]}
        value={search.status}
        onChange={(value) => onChange({ status: value === 'coded' || value === 'uncoded' ? value : '' })}
        allowDeselect={false}
        w={118}
      />
      <TextInput
        label={t('ledger.filters.min')}
        value={search.min}
        onChange={(e) => onChange({ min: e.currentTarget.value })}
        w={100}
        inputMode="decimal"
      />
      <TextInput
        label={t('ledger.filters.max')}
        value={search.max}
        onChange={(e) => onChange({ max: e.currentTarget.value })}
        w={100}
        inputMode="decimal"
      />
    </Group>
  );
}
