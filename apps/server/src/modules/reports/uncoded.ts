/**
 * The bank lines a report cannot show because nobody has coded them yet, so a report never goes
 * quietly short: a position (trial balance, balance sheet) counts every uncoded line to its date,
 * a movement (profit and loss, GST) those within its period.
 */
import { UNCODED_REPORT_TYPES, type ReportType, type UncodedLines } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { cents, selectRows, type DbNumber } from '../ledger/index.js';

const POSITIONS: ReadonlySet<ReportType> = new Set(['trial-balance', 'balance-sheet']);
const COUNTED: ReadonlySet<ReportType> = new Set(UNCODED_REPORT_TYPES);

export async function uncodedLinesOf(
  db: Db,
  businessId: string,
  type: ReportType,
  period: { from: string; to: string },
): Promise<UncodedLines | undefined> {
  if (!COUNTED.has(type)) return undefined;
  const from = POSITIONS.has(type) ? null : period.from;
  const [row] = await selectRows<{ count: DbNumber; amount: DbNumber | null }>(
    db,
    sql`select count(*) as count, sum(amount) as amount from bank_transactions
        where business_id = ${businessId} and journal_entry_id is null and date <= ${period.to}::date
          ${from ? sql`and date >= ${from}::date` : sql``}`,
  );
  return { count: Number(row?.count ?? 0), amount: cents(row?.amount), from, to: period.to };
}
