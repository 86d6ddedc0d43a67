/**
 * Coded history, grouped: one row per (description, payee, amount, account) with how many lines
 * it stands for, so years of lines reach the model as a few thousand examples.
 */
import type { CodedExample } from '@ledgerdesk/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { selectRows, type DbNumber } from '../ledger/index.js';

/** Most recent coded lines a brand's model reads from its other businesses. */
const BRAND_HISTORY_LINES = 20_000;

async function examples(db: Db, lines: SQL): Promise<CodedExample[]> {
  const rows = await selectRows<{ description: string; payee: string; amount: DbNumber; code: string; n: DbNumber }>(
    db,
    sql`with coded as (${lines})
        select t.description, t.payee, t.amount, a.code, count(*) as n
        from coded t
        join bank_accounts ba on ba.id = t.bank_account_id
        join journal_lines jl on jl.entry_id = t.journal_entry_id and jl.account_id <> ba.ledger_account_id
        join accounts a on a.id = jl.account_id and a.system_role is distinct from 'gst'
        group by 1, 2, 3, 4`,
  );
  return rows.map((r) => ({
    description: r.description,
    payee: r.payee,
    amount: Number(r.amount),
    accountCode: r.code,
    count: Number(r.n),
  }));
}

export function businessHistory(db: Db, businessId: string): Promise<CodedExample[]> {
  return examples(
    db,
    sql`select id, bank_account_id, journal_entry_id, description, payee, amount from bank_transactions
        where business_id = ${businessId} and journal_entry_id is not null`,
  );
}

/** The other businesses of the same brand, newest lines first, bounded. */
export function brandHistory(db: Db, businessId: string): Promise<CodedExample[]> {
  return examples(
    db,
    sql`select t.id, t.bank_account_id, t.journal_entry_id, t.description, t.payee, t.amount
        from bank_transactions t
        join businesses b on b.id = t.business_id
        join clients c on c.id = b.client_id
        where c.brand_id = (select c2.brand_id from businesses b2 join clients c2 on c2.id = b2.client_id where b2.id = ${businessId})
          and t.business_id <> ${businessId} and t.journal_entry_id is not null
        order by t.date desc
        limit ${BRAND_HISTORY_LINES}`,
  );
}

export interface ChartAccount {
  id: string;
  code: string;
  name: string;
  taxCode: string;
}

/** The business's active accounts by code: suggestions name codes, the answer names this chart's accounts. */
export async function chartAccountsByCode(db: Db, businessId: string): Promise<Map<string, ChartAccount>> {
  const rows = await selectRows<ChartAccount & { tax_code: string }>(
    db,
    sql`select a.id, a.code, a.name, a.tax_code from accounts a join charts c on c.id = a.chart_id
        where c.business_id = ${businessId} and a.active`,
  );
  return new Map(rows.map((r) => [r.code, { id: r.id, code: r.code, name: r.name, taxCode: r.tax_code }]));
}

export interface UncodedLine {
  id: string;
  description: string;
  payee: string;
  amount: number;
}

export async function uncodedLines(db: Db, businessId: string, ids: readonly string[]): Promise<UncodedLine[]> {
  const rows = await selectRows<{ id: string; description: string; payee: string; amount: DbNumber }>(
    db,
    sql`select id, description, payee, amount from bank_transactions
        where business_id = ${businessId} and journal_entry_id is null
          and id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
  );
  return rows.map((r) => ({ id: r.id, description: r.description, payee: r.payee, amount: Number(r.amount) }));
}
