/**
 * The demo seed's coded bank lines as history for the suggestion bench: each line's business,
 * month (counted from the business's first line), texts, amount and the account it is coded to
 * (its largest line other than the bank's own account and GST).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './coding-db.js';
import type { HistoryLine } from './coding-history.js';

interface Row {
  business_id: string;
  month: number;
  description: string;
  payee: string;
  amount: string | number;
  code: string | null;
}

export async function demoHistory(db: Db): Promise<{ lines: HistoryLine[]; months: Map<number, number> }> {
  const { rows } = await db.execute(sql`
    select t.business_id,
      ((extract(year from t.date) - extract(year from f.first)) * 12 + extract(month from t.date) - extract(month from f.first))::int as month,
      t.description, t.payee, t.amount,
      (select a.code from journal_lines l join accounts a on a.id = l.account_id
       where l.entry_id = t.journal_entry_id and l.account_id <> ba.ledger_account_id and a.system_role is distinct from 'gst'
       order by abs(l.amount) desc, l.id limit 1) as code
    from bank_transactions t
    join bank_accounts ba on ba.id = t.bank_account_id
    join (select business_id, min(date) as first from bank_transactions group by business_id) f on f.business_id = t.business_id
    where t.journal_entry_id is not null`);
  const index = new Map<string, number>();
  const months = new Map<number, number>();
  const lines: HistoryLine[] = [];
  for (const r of rows as unknown as Row[]) {
    if (!r.code) continue;
    const business = index.get(r.business_id) ?? index.size;
    index.set(r.business_id, business);
    months.set(business, Math.max(months.get(business) ?? 0, r.month + 1));
    lines.push({ business, month: r.month, description: r.description, payee: r.payee, amount: Number(r.amount), accountCode: r.code });
  }
  return { lines, months };
}
