/** Reads a business's ledger for export: its chart, then its entries in date order, page by page. */
import type { AccountType } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { entriesInOrder, linesOfEntries, type EntryFilter, type EntryHeadRow, type EntryLineRow } from './entries.repo.js';
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

export interface ExportEntry {
  head: EntryHeadRow;
  lines: EntryLineRow[];
}

const PAGE = 2000;

/** Every entry in (date, number) order with its lines; pages keep memory flat on big ledgers. */
export async function* entriesForExport(db: Db, filter: EntryFilter): AsyncGenerator<ExportEntry[]> {
  let after: { date: string; number: number } | undefined;
  for (;;) {
    const heads = await entriesInOrder(db, filter, after, PAGE);
    if (heads.length === 0) return;
    const lines = groupLines(await linesOfEntries(db, heads.map((h) => h.id)));
    yield heads.map((head) => ({ head, lines: lines.get(head.id) ?? [] }));
    const last = heads.at(-1);
    if (!last || heads.length < PAGE) return;
    after = { date: last.date, number: Number(last.number) };
  }
}
