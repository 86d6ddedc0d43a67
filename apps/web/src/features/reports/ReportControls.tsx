/** Period, comparison and (for GST) basis of a report, side by side above it. */
import { REPORT_BASES, REPORT_COMPARES, type ReportBasis, type ReportCompare } from '@ledgerdesk/domain';
import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportParams } from './api';
import { PeriodPicker } from './PeriodPicker';

export interface ReportControlsProps {
  params: ReportParams;
  startMonth: number;
  withBasis: boolean;
  onChange: (patch: Partial<ReportParams>) => void;
}

const isCompare = (value: string | null): value is ReportCompare => REPORT_COMPARES.some((c) => c === value);
const isBasis = (value: string): value is ReportBasis => REPORT_BASES.some((b) => b === value);

export function ReportControls({ params, startMonth, withBasis, onChange }: ReportControlsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end">
      <PeriodPicker value={params} startMonth={startMonth} onChange={(range) => onChange(range)} />
      <Select
        label={t('reports.comparison.label')}
        data={REPORT_COMPARES.map((compare) => ({ value: compare, label: t(`reports.comparison.${compare}`) }))}
        value={params.compare}
        onChange={(compare) => isCompare(compare) && onChange({ compare })}
        allowDeselect={false}
        w={210}
      />
      {withBasis && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="report-basis-label">
            {t('reports.basis.label')}
          </Text>
          <SegmentedControl
            aria-labelledby="report-basis-label"
            data={REPORT_BASES.map((basis) => ({ value: basis, label: t(`reports.basis.${basis}`) }))}
            value={params.basis ?? 'accrual'}
            onChange={(basis) => isBasis(basis) && onChange({ basis })}
          />
        </Stack>
      )}
    </Group>
  );
}
