/** Report period: a preset (this or last financial year, the month or quarter of the end date) or a custom range. */
import { Group, Select } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { Period } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { PERIOD_PRESETS, rangeFor, type PeriodPreset } from './periods';

export interface PeriodPickerProps {
  value: Period;
  startMonth: number;
  onChange: (range: Period) => void;
}

const isPreset = (value: string | null): value is PeriodPreset => PERIOD_PRESETS.some((p) => p === value);

export function PeriodPicker({ value, startMonth, onChange }: PeriodPickerProps) {
  const { t } = useTranslation();
  const current =
    PERIOD_PRESETS.find((preset) => preset !== 'custom' && sameRange(rangeFor(preset, value.to, startMonth, value), value)) ?? 'custom';
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={t('reports.period.label')}
        data={PERIOD_PRESETS.map((preset) => ({ value: preset, label: t(`reports.period.${preset}`) }))}
        value={current}
        onChange={(preset) => isPreset(preset) && onChange(rangeFor(preset, value.to, startMonth, value))}
        allowDeselect={false}
        w={200}
      />
      <DateInput label={t('reports.period.from')} value={value.from} onChange={(from) => from && onChange({ ...value, from })} />
      <DateInput label={t('reports.period.to')} value={value.to} onChange={(to) => to && onChange({ ...value, to })} />
    </Group>
  );
}

function sameRange(a: Period, b: Period): boolean {
  return a.from === b.from && a.to === b.to;
}
