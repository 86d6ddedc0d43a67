/** The builder's period presets as dates, and its column choice applied to a report table. */
import { addMonths, periodContaining, type Period, type ReportType } from '@ledgerdesk/domain';
import type { DrivenColumn, DrivenPreset } from './drivenApi';
import type { ReportTableModel } from './reportTable';

const KIND = { month: 'month', quarter: 'quarter', 'financial-year': 'financialYear' } as const;

export function presetRange(preset: DrivenPreset, on: string, startMonth: number): Period {
  const [when, ...rest] = preset.split('-');
  const kind = KIND[rest.join('-') as keyof typeof KIND];
  const current = periodContaining(on, kind, startMonth);
  // A month before the current period's start lies in the previous period of any kind.
  return when === 'this' ? current : periodContaining(addMonths(current.from, -1), kind, startMonth);
}

/** The amount and text columns each report can show. */
export function columnsFor(type: ReportType): DrivenColumn[] {
  switch (type) {
    case 'general-journal':
      return ['code', 'debit', 'credit'];
    case 'gst-detail':
    case 'receipts-journal':
    case 'disbursements-journal':
      return ['code', 'net', 'gst', 'gross'];
    default:
      return ['code', 'amount'];
  }
}

/** Keeps the chosen columns; none chosen keeps them all. Statement period columns count as 'amount'. */
export function applyColumns(model: ReportTableModel, columns: readonly string[]): ReportTableModel {
  if (columns.length === 0) return model;
  const keep = model.columns.map((column) => columns.includes(column.key.startsWith('p') ? 'amount' : column.key));
  return {
    columns: model.columns.filter((_, i) => keep[i]),
    rows: model.rows.map((row) => ({
      ...row,
      code: columns.includes('code') ? row.code : undefined,
      amounts: row.amounts.filter((_, i) => keep[i]),
    })),
  };
}
