/**
 * The one shape every report table is drawn from: amount columns (the period and, when asked,
 * its comparison) and rows that are section headings, account lines or totals. Each figure knows
 * the accounts and period behind it, so the drill-down can list their journal lines.
 */
import { type Cents, type EarningsFigure, type GstSummaryLabel, type IsoDate, type Period, type TaxCode } from '@ledgerdesk/domain';

export interface ReportColumn {
  key: string;
  label: string;
  period: Period;
}

export type ReportRowKind = 'section' | 'line' | 'total';

export interface ReportRow {
  key: string;
  kind: ReportRowKind;
  label: string;
  code?: string;
  /** Indent level: 0 for sections and grand totals, 1 for lines and section totals. */
  depth: number;
  /** One amount per column; null leaves the cell empty. */
  amounts: (Cents | null)[];
  /** Where the lines behind this row's figures are found; empty leaves the figures plain. */
  drill: DrillTarget[];
  /** The dates of the lines behind a column's figure, when they are not the column's period (a balance runs from the first line). */
  drillPeriod?: (period: Period) => DrillPeriod;
  /** A stable test id for the figure of the first column (totals that browser tests read). */
  testId?: string;
}

/** One query of the drill-down: an account's lines, a tax code's, a BAS label's or an earnings figure's. */
export type DrillTarget = { accountId: string } | { taxCode: TaxCode } | { label: GstSummaryLabel } | { earnings: EarningsFigure };

/** From null: every line to `to`. */
export interface DrillPeriod {
  from: IsoDate | null;
  to: IsoDate;
}

/** A balance at the period's end: every line to it. */
export const balanceTo = (period: Period): DrillPeriod => ({ from: null, to: period.to });

export interface ReportTableModel {
  columns: ReportColumn[];
  rows: ReportRow[];
}

/** The figure a user opened: which row, in which column's period. */
export interface Drill {
  label: string;
  targets: DrillTarget[];
  period: DrillPeriod;
  amount: Cents;
}

/** Whether any account line is there; headings and zero totals alone make an empty report. */
export function hasFigures(model: ReportTableModel): boolean {
  return model.rows.some((row) => row.kind === 'line');
}
