/**
 * Each report answer of the API turned into the shared table model. Statement reports (trial
 * balance, profit and loss, balance sheet, GST summary) get one column per compared period;
 * listing reports (journals, GST detail) get their own amount columns over the report's period.
 */
import {
  type Cents,
  financialYearLabel,
  financialYearStart,
  formatDate,
  isBalanceSheet,
  type Period,
  periodContaining,
  type ReportAccountLine,
  type ReportData,
  type ReportDataOf,
} from '@ledgerdesk/domain';
import type { TFunction } from 'i18next';

import { balanceTo, type ReportColumn, type ReportRow, type ReportTableModel } from './reportTable';

interface Context {
  t: TFunction;
  startMonth: number;
}

/** 'FY2026' for a whole financial year, otherwise the two dates. */
export function periodLabel(period: Period, startMonth: number): string {
  const year = periodContaining(period.from, 'financialYear', startMonth);
  if (year.from === period.from && year.to === period.to) return financialYearLabel(period.from, startMonth);
  return `${formatDate(period.from)} – ${formatDate(period.to)}`;
}

function periodColumns(report: ReportData, startMonth: number): ReportColumn[] {
  // A balance sheet's column is the position on its last day ('As at' heads the report).
  const label = (period: Period) => (report.type === 'balance-sheet' ? formatDate(period.to) : periodLabel(period, startMonth));
  return report.periods.map((period, index) => ({ key: `p${index}`, label: label(period), period }));
}

const line = (section: string, account: ReportAccountLine): ReportRow => ({
  key: `${section}:${account.accountId}`,
  kind: 'line',
  label: account.name,
  code: account.code,
  depth: 1,
  amounts: account.amounts,
  drill: [{ accountId: account.accountId }],
});

const heading = (key: string, label: string): ReportRow => ({ key, kind: 'section', label, depth: 0, amounts: [], drill: [] });

function total(key: string, label: string, amounts: Cents[], accounts: readonly ReportAccountLine[], depth = 1): ReportRow {
  return { key, kind: 'total', label, depth, amounts, drill: accounts.map((a) => ({ accountId: a.accountId })) };
}

function profitAndLoss(report: ReportDataOf<'profit-and-loss'>, { t }: Context): ReportRow[] {
  const sum = (key: keyof ReportDataOf<'profit-and-loss'>['totals']) => report.periodTotals.map((totals) => totals[key]);
  const { income, costOfSales, expenses, otherIncome, otherExpense } = report.sections;
  // A section without accounts in any period (often cost of sales) is left out, as accountants do.
  const section = (key: keyof typeof report.sections): ReportRow[] =>
    report.sections[key].length === 0 && sum(key).every((v) => v === 0)
      ? []
      : [
          heading(key, t(`reports.sections.${key}`)),
          ...report.sections[key].map((account) => line(key, account)),
          total(`${key}:total`, t(`reports.sectionTotals.${key}`), sum(key), report.sections[key]),
        ];
  return [
    ...section('income'),
    ...section('costOfSales'),
    total('grossProfit', t('reports.sections.grossProfit'), sum('grossProfit'), [...income, ...costOfSales], 0),
    ...section('expenses'),
    total(
      'netOperatingProfit',
      t('reports.sections.netOperatingProfit'),
      sum('netOperatingProfit'),
      [...income, ...costOfSales, ...expenses],
      0,
    ),
    ...section('otherIncome'),
    ...section('otherExpense'),
    total(
      'netProfit',
      t('reports.sections.netProfit'),
      sum('netProfit'),
      [...income, ...costOfSales, ...expenses, ...otherIncome, ...otherExpense],
      0,
    ),
  ];
}

/** Every figure of a balance sheet is a balance at the column's end; the drill-down lists the lines to it. */
function balanceSheet(report: ReportDataOf<'balance-sheet'>, { t, startMonth }: Context): ReportRow[] {
  const sum = (key: keyof ReportDataOf<'balance-sheet'>['totals']) => report.periodTotals.map((totals) => totals[key]);
  const section = (key: 'assets' | 'liabilities' | 'equity', extra: ReportRow[] = []): ReportRow[] => [
    heading(key, t(`reports.sections.${key}`)),
    ...report[key].map((account) => line(key, account)),
    ...extra,
    total(`${key}:total`, t(`reports.sectionTotals.${key}`), sum(key), report[key], 0),
  ];
  // No single account holds the earnings: the server gathers their lines (ACCOUNTING.md).
  const retained: ReportRow = {
    key: 'retainedEarnings',
    kind: 'line',
    label: t('reports.sections.retainedEarnings'),
    depth: 1,
    amounts: sum('retainedEarnings'),
    drill: [{ earnings: 'retained' }],
  };
  const currentYear: ReportRow = {
    key: 'currentYearEarnings',
    kind: 'line',
    label: t('reports.sections.currentYearEarnings'),
    depth: 1,
    amounts: sum('currentYearEarnings'),
    drill: [{ earnings: 'currentYear' }],
    drillPeriod: (period) => ({ from: financialYearStart(period.to, startMonth), to: period.to }),
  };
  const netAssets = report.periodTotals.map((totals) => totals.assets - totals.liabilities);
  const rows = [
    ...section('assets'),
    ...section('liabilities'),
    total('netAssets', t('reports.sections.netAssets'), netAssets, [...report.assets, ...report.liabilities], 0),
    ...section('equity', [retained, currentYear]),
  ];
  return rows.map((row) => (row.drillPeriod ? row : { ...row, drillPeriod: balanceTo }));
}

/** Balance-sheet accounts show balances (every line to the end); profit-and-loss accounts the period's movement. */
function trialBalance(report: ReportDataOf<'trial-balance'>, { t }: Context): ReportRow[] {
  return [
    ...report.rows.map((row): ReportRow => ({
      key: `tb:${row.accountId}`,
      kind: 'line',
      label: row.name,
      code: row.code,
      depth: 0,
      amounts: row.balances,
      drill: [{ accountId: row.accountId }],
      ...(isBalanceSheet(row.type) ? { drillPeriod: balanceTo } : {}),
    })),
    {
      key: 'tb:debit',
      kind: 'total',
      label: t('reports.sections.totalDebit'),
      depth: 0,
      amounts: report.periodTotals.map((totals) => totals.debit),
      drill: [],
      testId: 'total-debit',
    },
    {
      key: 'tb:credit',
      kind: 'total',
      label: t('reports.sections.totalCredit'),
      depth: 0,
      amounts: report.periodTotals.map((totals) => totals.credit),
      drill: [],
      testId: 'total-credit',
    },
  ];
}

/** The BAS labels, then net GST (1A − 1B) as the BAS and the PDF show it: payable, or a refund with a minus (ADR 0012). */
function gstSummary(report: ReportDataOf<'gst-summary'>, { t }: Context): ReportRow[] {
  const labels = ['G1', 'G2', 'G3', 'G10', 'G11', '1A', '1B'] as const;
  const rows = labels.map((label): ReportRow => ({
    key: `bas:${label}`,
    kind: label.startsWith('1') ? 'total' : 'line',
    label: t(`reports.bas.${label}`),
    code: label,
    depth: 0,
    amounts: report.periodLabels.map((values) => values[label]),
    drill: [{ label }],
  }));
  rows.push({
    key: 'bas:net',
    kind: 'total',
    label: t('reports.netGst'),
    code: '1A − 1B',
    depth: 0,
    amounts: report.periodLabels.map((values) => values['1A'] - values['1B']),
    drill: [],
    testId: 'net-gst',
  });
  return rows;
}

function statement(report: ReportData, context: Context, rows: ReportRow[]): ReportTableModel {
  return { columns: periodColumns(report, context.startMonth), rows };
}

function amountColumns(
  report: ReportData,
  keys: readonly ('debit' | 'credit' | 'net' | 'gst' | 'gross')[],
  { t }: Context,
): ReportColumn[] {
  const period = { from: report.from, to: report.to };
  return keys.map((key) => ({ key, label: t(`reports.columns.${key}`), period }));
}

function generalJournal(report: ReportDataOf<'general-journal'>, context: Context): ReportTableModel {
  const rows = report.entries.flatMap((entry): ReportRow[] => [
    heading(`entry:${entry.id}`, `#${entry.number} · ${formatDate(entry.date)} · ${entry.memo}`),
    ...entry.lines.map((l, i) => ({
      key: `entry:${entry.id}:${i}`,
      kind: 'line' as const,
      label: l.description ? `${l.accountName} — ${l.description}` : l.accountName,
      code: l.accountCode,
      depth: 1,
      amounts: [l.debit || null, l.credit || null],
      drill: [{ accountId: l.accountId }],
    })),
  ]);
  rows.push({
    key: 'totals',
    kind: 'total',
    label: context.t('reports.sections.totals'),
    depth: 0,
    amounts: [report.totals.debit, report.totals.credit],
    drill: [],
  });
  return { columns: amountColumns(report, ['debit', 'credit'], context), rows };
}

function gstDetail(report: ReportDataOf<'gst-detail'>, context: Context): ReportTableModel {
  const { t } = context;
  const rows = report.groups.flatMap((group): ReportRow[] => [
    heading(`gst:${group.direction}:${group.taxCode}`, t(`reports.gstDetail.${group.direction}`, { code: group.taxCode })),
    ...group.lines.map((l) => ({
      key: `gst:${l.lineId}`,
      kind: 'line' as const,
      label: [formatDate(l.date), l.contact, l.description].filter(Boolean).join(' · '),
      code: l.accountCode,
      depth: 1,
      amounts: [l.net, l.gst, l.gross],
      drill: [{ taxCode: group.taxCode }],
    })),
    {
      key: `gst:${group.direction}:${group.taxCode}:total`,
      kind: 'total',
      label: t('reports.sections.totals'),
      depth: 1,
      amounts: [group.totals.net, group.totals.gst, group.totals.gross],
      drill: [{ taxCode: group.taxCode }],
    },
  ]);
  rows.push({
    key: 'totals',
    kind: 'total',
    label: t('reports.sections.totals'),
    depth: 0,
    amounts: [report.totals.net, report.totals.gst, report.totals.gross],
    drill: [],
  });
  return { columns: amountColumns(report, ['net', 'gst', 'gross'], context), rows };
}

function cashJournal(report: ReportDataOf<'receipts-journal'> | ReportDataOf<'disbursements-journal'>, context: Context): ReportTableModel {
  const rows = report.rows.flatMap((row): ReportRow[] => [
    heading(
      `cash:${row.entryId}`,
      [`#${row.number}`, formatDate(row.date), row.contact, row.reference, row.bankAccountName].filter(Boolean).join(' · '),
    ),
    ...row.allocations.map((a, i) => ({
      key: `cash:${row.entryId}:${i}`,
      kind: 'line' as const,
      label: a.accountName,
      code: a.accountCode,
      depth: 1,
      amounts: [a.net, a.gst, a.gross],
      drill: [{ accountId: a.accountId }],
    })),
  ]);
  rows.push(heading('byAccount', context.t('reports.sections.byAccount')));
  for (const a of report.totalsByAccount) {
    rows.push({
      key: `byAccount:${a.accountId}`,
      kind: 'line',
      label: a.accountName,
      code: a.accountCode,
      depth: 1,
      amounts: [a.net, a.gst, a.gross],
      drill: [{ accountId: a.accountId }],
    });
  }
  rows.push({
    key: 'totals',
    kind: 'total',
    label: context.t('reports.sections.totals'),
    depth: 0,
    amounts: [report.totals.net, report.totals.gst, report.totals.gross],
    drill: [],
  });
  return { columns: amountColumns(report, ['net', 'gst', 'gross'], context), rows };
}

export function reportModel(report: ReportData, context: Context): ReportTableModel {
  switch (report.type) {
    case 'profit-and-loss':
      return statement(report, context, profitAndLoss(report, context));
    case 'balance-sheet':
      return statement(report, context, balanceSheet(report, context));
    case 'trial-balance':
      return statement(report, context, trialBalance(report, context));
    case 'gst-summary':
      return statement(report, context, gstSummary(report, context));
    case 'general-journal':
      return generalJournal(report, context);
    case 'gst-detail':
      return gstDetail(report, context);
    case 'receipts-journal':
    case 'disbursements-journal':
      return cashJournal(report, context);
  }
}
