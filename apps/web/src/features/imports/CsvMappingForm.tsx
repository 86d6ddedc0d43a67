/**
 * Maps a CSV's columns by hand: date column and format, one signed amount column or debit and
 * credit columns, description, reference, header row; the mapping can be saved under a name.
 */
import { Button, Group, SegmentedControl, Select, Stack, Switch, TextInput } from '@mantine/core';
import { DATE_FORMATS } from '@ledgerdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MappingValues } from './mapping';

interface Props {
  values: MappingValues;
  onChange: (values: MappingValues) => void;
  /** The first row of the file, to name the columns. */
  firstRow: readonly string[];
  onSave: (name: string) => void;
  saving: boolean;
}

type ColumnField =
  'dateColumn' | 'amountColumn' | 'debitColumn' | 'creditColumn' | 'descriptionColumn' | 'referenceColumn' | 'balanceColumn';

export function CsvMappingForm({ values, onChange, firstRow, onSave, saving }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const columns = firstRow.map((cell, index) => ({
    value: String(index),
    label: values.hasHeader && cell.trim() ? `${index + 1}. ${cell.trim()}` : t('imports.mapping.columnN', { n: index + 1 }),
  }));
  const set = (patch: Partial<MappingValues>) => onChange({ ...values, ...patch });
  const column = (field: ColumnField, label: string, optional = false) => (
    <Select
      label={label}
      data={optional ? [{ value: '-1', label: t('imports.mapping.none') }, ...columns] : columns}
      value={String(values[field])}
      allowDeselect={false}
      onChange={(v) => v !== null && set({ [field]: Number(v) })}
    />
  );
  return (
    <Stack gap="sm">
      <Switch
        label={t('imports.mapping.hasHeader')}
        checked={values.hasHeader}
        onChange={(e) => set({ hasHeader: e.currentTarget.checked })}
      />
      <Group grow align="flex-end">
        {column('dateColumn', t('imports.mapping.dateColumn'))}
        <Select
          label={t('imports.mapping.dateFormat')}
          data={[...DATE_FORMATS]}
          value={values.dateFormat}
          allowDeselect={false}
          onChange={(v) => v && set({ dateFormat: v })}
        />
      </Group>
      <SegmentedControl
        aria-label={t('imports.mapping.amountKind')}
        value={values.amountKind}
        onChange={(v) => set({ amountKind: v === 'debitCredit' ? 'debitCredit' : 'signed' })}
        data={[
          { value: 'signed', label: t('imports.mapping.signed') },
          { value: 'debitCredit', label: t('imports.mapping.debitCredit') },
        ]}
      />
      <Group grow align="flex-end">
        {values.amountKind === 'signed' ? (
          column('amountColumn', t('imports.mapping.amountColumn'))
        ) : (
          <>
            {column('debitColumn', t('imports.mapping.debitColumn'))}
            {column('creditColumn', t('imports.mapping.creditColumn'))}
          </>
        )}
      </Group>
      <Group grow align="flex-end">
        {column('descriptionColumn', t('imports.mapping.descriptionColumn'), true)}
        {column('referenceColumn', t('imports.mapping.referenceColumn'), true)}
        {column('balanceColumn', t('imports.mapping.balanceColumn'), true)}
      </Group>
      <Group align="flex-end">
        <TextInput label={t('imports.mapping.saveName')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Button variant="default" disabled={!name.trim()} loading={saving} onClick={() => onSave(name.trim())}>
          {t('imports.mapping.save')}
        </Button>
      </Group>
    </Stack>
  );
}
