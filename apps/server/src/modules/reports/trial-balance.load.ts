/**
 * LOAD step of the trial balance: the chart, and per account the sum of its lines to T and
 * before S. Whole months come from account_month_balances (kept equal to the lines by triggers),
 * so only the partial months at the two edges read journal_lines: the cost stays a few thousand
 * summary rows plus two months of lines, however many years the ledger holds.
 */
import { addDays, endOfMonth, parts, isoDate, type AccountSums, type IsoDate, type LedgerAccount } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { cents, selectRows, type DbNumber } from '../ledger/index.js';

export function chartAccountsOf(db: Db, businessId: string): Promise<LedgerAccount[]> {
  return selectRows<LedgerAccount>(
    db,
    sql`select a.id, a.code, a.name, a.type, a.subtype, a.system_role as "systemRole"
        from accounts a join charts c on c.id = a.chart_id where c.business_id = ${businessId}`,
  );
}

/** How "every line dated on or before `date`" splits into whole months and one partial month. */
export interface Cut {
  /** Summary months strictly before this first-of-month are whole. */
  monthsBefore: IsoDate;
  /** Lines in [from, to] make up the partial month, when there is one. */
  partial: { from: IsoDate; to: IsoDate } | null;
}

export function cutAt(date: IsoDate): Cut {
  const { year, month } = parts(date);
  const first = isoDate(year, month, 1);
  if (date === endOfMonth(date)) return { monthsBefore: addDays(date, 1), partial: null };
  return { monthsBefore: first, partial: { from: first, to: date } };
}

interface SumRow {
  account_id: string;
  to_end: DbNumber | null;
  before_start: DbNumber | null;
}

/**
 * Per account: signed sum of lines dated on or before `to`, and of those dated before `from`.
 * Run it in one snapshot (repeatable read) so both queries see the same ledger.
 */
export async function loadAccountSums(
  db: Db,
  businessId: string,
  accountIds: readonly string[],
  range: { from: IsoDate; to: IsoDate },
): Promise<Map<string, AccountSums>> {
  const end = cutAt(range.to);
  const start = cutAt(addDays(range.from, -1));
  const latest = end.monthsBefore > start.monthsBefore ? end.monthsBefore : start.monthsBefore;
  const monthly = await selectRows<SumRow>(
    db,
    sql`select account_id,
          sum(amount) filter (where month < ${end.monthsBefore}::date) as to_end,
          sum(amount) filter (where month < ${start.monthsBefore}::date) as before_start
        from account_month_balances where business_id = ${businessId} and month < ${latest}::date
        group by account_id`,
  );
  const edges = [end.partial, start.partial].filter((p): p is { from: IsoDate; to: IsoDate } => p !== null);
  const inPartial = (p: { from: IsoDate; to: IsoDate } | null) => (p ? sql`date between ${p.from}::date and ${p.to}::date` : sql`false`);
  // account_id = any(...) lets the (business_id, account_id, date) index seek each account's few days.
  const partial =
    edges.length === 0 || accountIds.length === 0
      ? []
      : await selectRows<SumRow>(
          db,
          sql`select account_id,
                sum(amount) filter (where ${inPartial(end.partial)}) as to_end,
                sum(amount) filter (where ${inPartial(start.partial)}) as before_start
              from journal_lines
              where business_id = ${businessId} and account_id = any(${sql.param([...accountIds])}::uuid[])
                and (${sql.join(
                  edges.map((p) => inPartial(p)),
                  sql` or `,
                )})
              group by account_id`,
        );
  const sums = new Map<string, AccountSums>();
  for (const row of [...monthly, ...partial]) {
    const s = sums.get(row.account_id) ?? { toEnd: 0, beforeStart: 0 };
    sums.set(row.account_id, { toEnd: s.toEnd + cents(row.to_end), beforeStart: s.beforeStart + cents(row.before_start) });
  }
  return sums;
}
