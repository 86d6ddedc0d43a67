/**
 * Trial balance, profit and loss and balance sheet as presentation rows: sections with their
 * accounts indented under them, bold totals, one amount column per period (comparison columns
 * after the requested one).
 */
import { formatDate, message } from '@ledgerdesk/domain';
import type { BalanceSheetReport, ProfitAndLossReport, ReportAccountLine, TrialBalanceReport } from '@ledgerdesk/domain';
import { labelOf, periodLabel, type ReportColumn, type ReportRow, type Say } from './document.js';

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
  say: Say,
  label: (period: { from: string; to: string }) => string = periodLabel,
): ReportColumn[] => [
  { key: 'account', heading: say(message('reports.column.account')), kind: 'text' },
  ...report.periods.map((period) => ({ key: 'amount' as const, heading: label(period), kind: 'amount' as const })),
];

/** Debit and credit per period: the requested period's from the report, a comparison's from its signed balance. */
export function trialBalanceLayout(report: TrialBalanceReport, say: Say): Layout {
  const compared = report.periods.length > 1;
  const columns: ReportColumn[] = [
    { key: 'code', heading: say(message('reports.column.code')), kind: 'text' },
    { key: 'account', heading: say(message('reports.column.account')), kind: 'text' },
    ...report.periods.flatMap((period) => {
      const group = compared ? periodLabel(period) : undefined;
      return [
        { key: 'debit' as const, heading: say(message('reports.column.debit')), kind: 'amount' as const, ...(group ? { group } : {}) },
        { key: 'credit' as const, heading: say(message('reports.column.credit')), kind: 'amount' as const, ...(group ? { group } : {}) },
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
    cells: [
      '',
      say(message('reports.row.total')),
      report.totals.debit,
      report.totals.credit,
      ...comparisonTotals.flatMap((t) => [t.debit, t.credit]),
    ],
    level: 0,
    style: 'total',
  });
  return { columns, rows };
}

export function profitAndLossLayout(report: ProfitAndLossReport, say: Say): Layout {
  const columns = periodColumns(report, say);
  const label = labelOf(say);
  const totals = (key: keyof ProfitAndLossReport['totals']) => report.periodTotals.map((t) => t[key]);
  const section = (
    title: string,
    totalTitle: string,
    lines: readonly ReportAccountLine[],
    totalKey: keyof ProfitAndLossReport['totals'],
  ): ReportRow[] => [heading(title, columns.length), ...accountRows(lines), total(totalTitle, totals(totalKey))];
  const { sections } = report;
  return {
    columns,
    rows: [
      ...section(label('reports.row.income'), label('reports.row.totalIncome'), sections.income, 'income'),
      ...section(label('reports.row.costOfSales'), label('reports.row.totalCostOfSales'), sections.costOfSales, 'costOfSales'),
      total(label('reports.row.grossProfit'), totals('grossProfit')),
      ...section(label('reports.row.expenses'), label('reports.row.totalExpenses'), sections.expenses, 'expenses'),
      total(label('reports.row.netOperatingProfit'), totals('netOperatingProfit')),
      ...section(label('reports.row.otherIncome'), label('reports.row.totalOtherIncome'), sections.otherIncome, 'otherIncome'),
      ...section(label('reports.row.otherExpenses'), label('reports.row.totalOtherExpenses'), sections.otherExpense, 'otherExpense'),
      total(label('reports.row.netProfit'), totals('netProfit')),
    ],
  };
}

export function balanceSheetLayout(report: BalanceSheetReport, say: Say): Layout {
  // Each column is the position at its period's end.
  const columns = periodColumns(report, say, (period) => formatDate(period.to));
  const label = labelOf(say);
  const totals = (key: keyof BalanceSheetReport['totals']) => report.periodTotals.map((t) => t[key]);
  const line = (text: string, amounts: number[]): ReportRow => ({ cells: [text, ...amounts], level: 1, style: 'line' });
  return {
    columns,
    rows: [
      heading(label('reports.row.assets'), columns.length),
      ...accountRows(report.assets),
      total(label('reports.row.totalAssets'), totals('assets')),
      heading(label('reports.row.liabilities'), columns.length),
      ...accountRows(report.liabilities),
      total(label('reports.row.totalLiabilities'), totals('liabilities')),
      total(
        label('reports.row.netAssets'),
        report.periodTotals.map((t) => t.assets - t.liabilities),
      ),
      heading(label('reports.row.equity'), columns.length),
      ...accountRows(report.equity),
      line(label('reports.row.retainedEarnings'), totals('retainedEarnings')),
      line(label('reports.row.currentYearEarnings'), totals('currentYearEarnings')),
      total(label('reports.row.totalEquity'), totals('equity')),
    ],
  };
}
