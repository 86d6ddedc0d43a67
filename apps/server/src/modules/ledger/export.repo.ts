/** Reads a business's ledger for export: its chart, then its entries in date order, month by month. */
import { addMonths, endOfMonth, type AccountType } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { entriesBetween, entryDateSpan, linesOfEntries, type EntryFilter, type EntryHeadRow, type EntryLineRow } from './entries.repo.js';
import { selectRows } from './ledger.sql.js';
import { groupLines } from './transactions.presenter.js';

export interface ExportAccount {
  id: string;
  code: string;
  name: string;
  type: AccountType;
}

export function chartOfBusiness(db: Db, businessId: string): Promise<ExportAccount[]> {
  return selectRows<ExportAccount>(
    db,
    sql`select a.id, a.code, a.name, a.type from accounts a join charts c on c.id = a.chart_id where c.business_id = ${businessId} order by a.code`,
  );
}

/** How many journal lines an export of the period carries: the size a direct download is judged by. */
export async function countExportLines(db: Db, filter: Pick<EntryFilter, 'businessId' | 'from' | 'to'>): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from journal_lines l where l.business_id = ${filter.businessId}
        and l.date >= ${filter.from ?? '0001-01-01'} and l.date <= ${filter.to ?? '9999-12-31'}`,
  );
  return Number(row?.n ?? 0);
}

export interface ExportEntry {
  head: EntryHeadRow;
  lines: EntryLineRow[];
}

/**
 * Every entry in date order with its lines, one calendar month per query: the
 * (business_id, date) index serves each month as a range, only that month is sorted by number,
 * and memory stays flat however many years the ledger holds.
 */
export async function* entriesForExport(db: Db, filter: EntryFilter): AsyncGenerator<ExportEntry[]> {
  const span = await entryDateSpan(db, filter);
  if (!span.first || !span.last) return;
  for (let month = addMonths(span.first, 0); month <= span.last; month = addMonths(month, 1)) {
    const heads = await entriesBetween(db, {
      ...filter,
      from: month > span.first ? month : span.first,
      to: endOfMonth(month) < span.last ? endOfMonth(month) : span.last,
    });
    if (heads.length === 0) continue;
    const lines = groupLines(
      await linesOfEntries(
        db,
        heads.map((h) => h.id),
      ),
    );
    yield heads.map((head) => ({ head, lines: lines.get(head.id) ?? [] }));
  }
}
