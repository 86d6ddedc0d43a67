/**
 * Trial balance, profit and loss and balance sheet as presentation rows: sections with their
 * accounts indented under them, bold totals, one amount column per period (comparison columns
 * after the requested one).
 */
import { formatDate } from '@ledgerdesk/domain';
import type { BalanceSheetReport, ProfitAndLossReport, ReportAccountLine, TrialBalanceReport } from '@ledgerdesk/domain';
import { periodLabel, type ReportColumn, type ReportRow } from './document.js';

export interface Layout {
  columns: ReportColumn[];
  rows: ReportRow[];
}

const accountName = (line: { code: string; name: string }) => `${line.code} ${line.name}`;
const heading = (text: string, width: number): ReportRow => ({
  cells: [text, ...Array<null>(width - 1).fill(null)],
  level: 0,
  style: 'heading',
});
const total = (text: string, amounts: number[]): ReportRow => ({ cells: [text, ...amounts], level: 0, style: 'total' });
const accountRows = (lines: readonly ReportAccountLine[]): ReportRow[] =>
  lines.map((line) => ({ cells: [accountName(line), ...line.amounts], level: 1, style: 'line' }));

const periodColumns = (
  report: { periods: Array<{ from: string; to: string }> },
  label: (period: { from: string; to: string }) => string = periodLabel,
): ReportColumn[] => [
  { key: 'account', heading: 'Account', kind: 'text' },
  ...report.periods.map((period) => ({ key: 'amount' as const, heading: label(period), kind: 'amount' as const })),
];

/** Debit and credit per period: the requested period's from the report, a comparison's from its signed balance. */
export function trialBalanceLayout(report: TrialBalanceReport): Layout {
  const compared = report.periods.length > 1;
  const columns: ReportColumn[] = [
    { key: 'code', heading: 'Code', kind: 'text' },
    { key: 'account', heading: 'Account', kind: 'text' },
    ...report.periods.flatMap((period) => {
      const group = compared ? periodLabel(period) : undefined;
      return [
        { key: 'debit' as const, heading: 'Debit', kind: 'amount' as const, ...(group ? { group } : {}) },
        { key: 'credit' as const, heading: 'Credit', kind: 'amount' as const, ...(group ? { group } : {}) },
      ];
    }),
  ];
  const rows: ReportRow[] = report.rows.map((row) => ({
    cells: [
      row.code,
      row.name,
      row.debit,
      row.credit,
      ...row.balances.slice(1).flatMap((balance) => [Math.max(balance, 0), Math.max(-balance, 0)]),
    ],
    level: 0,
    style: 'line',
  }));
  const [, ...comparisonTotals] = report.periodTotals;
  rows.push({
    cells: ['', 'Total', report.totals.debit, report.totals.credit, ...comparisonTotals.flatMap((t) => [t.debit, t.credit])],
    level: 0,
    style: 'total',
  });
  return { columns, rows };
}

export function profitAndLossLayout(report: ProfitAndLossReport): Layout {
  const columns = periodColumns(report);
  const totals = (key: keyof ProfitAndLossReport['totals']) => report.periodTotals.map((t) => t[key]);
  const section = (title: string, lines: readonly ReportAccountLine[], totalKey: keyof ProfitAndLossReport['totals']): ReportRow[] => [
    heading(title, columns.length),
    ...accountRows(lines),
    total(`Total ${title.toLowerCase()}`, totals(totalKey)),
  ];
  const { sections } = report;
  return {
    columns,
    rows: [
      ...section('Income', sections.income, 'income'),
      ...section('Cost of sales', sections.costOfSales, 'costOfSales'),
      total('Gross profit', totals('grossProfit')),
      ...section('Expenses', sections.expenses, 'expenses'),
      total('Net operating profit', totals('netOperatingProfit')),
      ...section('Other income', sections.otherIncome, 'otherIncome'),
      ...section('Other expenses', sections.otherExpense, 'otherExpense'),
      total('Net profit', totals('netProfit')),
    ],
  };
}

export function balanceSheetLayout(report: BalanceSheetReport): Layout {
  // Each column is the position at its period's end.
  const columns = periodColumns(report, (period) => formatDate(period.to));
  const totals = (key: keyof BalanceSheetReport['totals']) => report.periodTotals.map((t) => t[key]);
  const line = (text: string, amounts: number[]): ReportRow => ({ cells: [text, ...amounts], level: 1, style: 'line' });
  return {
    columns,
    rows: [
      heading('Assets', columns.length),
      ...accountRows(report.assets),
      total('Total assets', totals('assets')),
      heading('Liabilities', columns.length),
      ...accountRows(report.liabilities),
      total('Total liabilities', totals('liabilities')),
      total(
        'Net assets',
        report.periodTotals.map((t) => t.assets - t.liabilities),
      ),
      heading('Equity', columns.length),
      ...accountRows(report.equity),
      line('Retained earnings', totals('retainedEarnings')),
      line('Current year earnings', totals('currentYearEarnings')),
      total('Total equity', totals('equity')),
    ],
  };
}
