/**
 * The report impact of a recode, per business: for every month it touches, the profit and loss
 * of the accounts involved before and after; for every BAS quarter, the GST labels before and
 * after. Load → compute: the loads sum the period's lines (the reports are linear in them), the
 * after set is the before set with the recoded lines moved, and both go through the domain's
 * profitAndLoss and gstSummary, the functions the reports themselves use.
 */
import {
  gstSummary,
  isProfitAndLoss,
  periodContaining,
  profitAndLoss,
  RECODE_GST_LABELS,
  type GstLine,
  type LedgerAccount,
  type Period,
  type RecodeGstLabel,
  type ProfitAndLoss,
  type TaxCode,
} from '@ledgerdesk/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { cents, selectRows, type DbNumber } from '../ledger/index.js';
import { chartAccountsOf } from '../reports/index.js';
import { recodedLines, type ResolvedChange } from './recode.change.js';
import type { RecodeBusiness } from './recode.repo.js';

interface MoveRow {
  business_id: string;
  month: string;
  account_id: string;
  tax_code: TaxCode | null;
  new_account_id: string;
  new_tax: TaxCode | null;
  n: DbNumber;
  amount: DbNumber;
  gst: DbNumber;
  new_amount: DbNumber;
  new_gst: DbNumber;
}

/** Recoded lines summed by business, month and (old, new) coding: few rows however many lines. */
function loadMoves(db: Db, change: ResolvedChange, rows: SQL): Promise<MoveRow[]> {
  return selectRows<MoveRow>(
    db,
    sql`select business_id, date_trunc('month', date)::date::text as month, account_id, tax_code, new_account_id, new_tax,
          count(*) as n, sum(amount) as amount, sum(gst) as gst, sum(new_amount) as new_amount, sum(new_gst) as new_gst
        from (${recodedLines(change, rows)}) r
        group by 1, 2, 3, 4, 5, 6`,
  );
}

async function monthMovement(db: Db, businessId: string, months: readonly string[]): Promise<Map<string, Map<string, number>>> {
  const rows = await selectRows<{ month: string; account_id: string; amount: DbNumber }>(
    db,
    sql`select month::text as month, account_id, amount from account_month_balances
        where business_id = ${businessId} and month = any(${sql.param([...months])}::date[])`,
  );
  const byMonth = new Map(months.map((m) => [m, new Map<string, number>()]));
  for (const row of rows) byMonth.get(row.month)?.set(row.account_id, cents(row.amount));
  return byMonth;
}

/** The period's taxed lines per account and tax code, the GST account's own left out (as the GST report does). */
async function gstLinesOf(db: Db, businessId: string, period: Period, chart: ReadonlyMap<string, LedgerAccount>): Promise<GstLine[]> {
  const rows = await selectRows<{ account_id: string; tax_code: TaxCode; amount: DbNumber; gst: DbNumber }>(
    db,
    sql`select account_id, tax_code, sum(amount) as amount, sum(gst) as gst from journal_lines
        where business_id = ${businessId} and date between ${period.from}::date and ${period.to}::date and tax_code is not null
        group by account_id, tax_code`,
  );
  return rows.flatMap((r) => gstLine(chart, period, r.account_id, r.tax_code, cents(r.amount), cents(r.gst)));
}

function gstLine(
  chart: ReadonlyMap<string, LedgerAccount>,
  period: Period,
  accountId: string,
  taxCode: TaxCode | null,
  amount: number,
  gst: number,
) {
  const account = chart.get(accountId);
  if (!account || account.systemRole === 'gst' || !taxCode) return [];
  const line: GstLine = { date: period.from, paidOn: period.from, accountType: account.type, taxCode, amount, gst };
  if (account.subtype) line.accountSubtype = account.subtype;
  return [line];
}

function pnlFigure(report: ProfitAndLoss, accountId: string): number {
  for (const lines of Object.values(report.sections)) {
    const line = lines.find((l) => l.accountId === accountId);
    if (line) return line.amount;
  }
  return 0;
}

function labelsBeforeAfter(before: Record<RecodeGstLabel, number>, after: Record<RecodeGstLabel, number>) {
  const answer = {} as Record<RecodeGstLabel, { before: number; after: number }>;
  for (const label of RECODE_GST_LABELS) answer[label] = { before: before[label], after: after[label] };
  return answer;
}

async function businessImpact(db: Db, business: RecodeBusiness, moves: readonly MoveRow[]) {
  const chartList = await chartAccountsOf(db, business.id);
  const chart = new Map(chartList.map((a) => [a.id, a]));
  const months = [...new Set(moves.map((m) => m.month))].sort();
  const movement = await monthMovement(db, business.id, months);
  const monthImpacts = months.map((month) => {
    const before = movement.get(month) ?? new Map<string, number>();
    const after = new Map(before);
    const touched = new Set<string>();
    for (const m of moves.filter((x) => x.month === month)) {
      after.set(m.account_id, (after.get(m.account_id) ?? 0) - cents(m.amount));
      after.set(m.new_account_id, (after.get(m.new_account_id) ?? 0) + cents(m.new_amount));
      touched.add(m.account_id).add(m.new_account_id);
    }
    const [was, will] = [profitAndLoss(chartList, before), profitAndLoss(chartList, after)];
    const period = periodContaining(month, 'month');
    const accounts = [...touched]
      .map((id) => chart.get(id))
      .filter((a): a is LedgerAccount => a !== undefined && isProfitAndLoss(a.type))
      .sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }))
      .map((a) => ({ accountCode: a.code, accountName: a.name, before: pnlFigure(was, a.id), after: pnlFigure(will, a.id) }));
    return { ...period, accounts, netProfit: { before: was.totals.netProfit, after: will.totals.netProfit } };
  });

  const quarters = business.gstRegistered
    ? [...new Map(months.map((m) => periodContaining(m, 'quarter', business.financialYearStartMonth)).map((p) => [p.from, p])).values()]
    : [];
  const quarterImpacts = [];
  for (const period of quarters) {
    const before = await gstLinesOf(db, business.id, period, chart);
    const after = [...before];
    for (const m of moves.filter((x) => x.month >= period.from && x.month <= period.to)) {
      after.push(...gstLine(chart, period, m.account_id, m.tax_code, -cents(m.amount), -cents(m.gst)));
      after.push(...gstLine(chart, period, m.new_account_id, m.new_tax, cents(m.new_amount), cents(m.new_gst)));
    }
    const options = { period, basis: 'cash' as const, registered: true };
    const labels = labelsBeforeAfter(gstSummary(before, options).labels, gstSummary(after, options).labels);
    quarterImpacts.push({ ...period, labels });
  }
  return {
    businessId: business.id,
    businessName: business.name,
    lockDate: business.lockDate,
    lines: moves.reduce((n, m) => n + cents(m.n), 0),
    months: monthImpacts,
    quarters: quarterImpacts,
  };
}

export async function recodeImpact(db: Db, list: readonly RecodeBusiness[], change: ResolvedChange, rows: SQL) {
  const moves = await loadMoves(db, change, rows);
  const impacts = [];
  for (const business of list) {
    const own = moves.filter((m) => m.business_id === business.id);
    if (own.length > 0) impacts.push(await businessImpact(db, business, own));
  }
  return {
    lines: { count: moves.reduce((n, m) => n + cents(m.n), 0), amount: moves.reduce((n, m) => n + cents(m.amount), 0) },
    businesses: impacts,
  };
}
