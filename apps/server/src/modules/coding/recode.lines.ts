/**
 * Rewriting whole entries' lines, set-based. Lines are never updated (the ledger's triggers
 * refuse it): an entry keeps its row, number and link to its bank line, and its lines are
 * deleted and inserted again, each in one statement, so the balance and lock triggers check
 * every entry at once and the account-month summary moves with the lines.
 *
 * Working tables of the transaction (dropped at commit):
 *   recode_match: the recoded lines, old and new values (recode.change.ts `recodedLines`);
 *   recode_old:   every line of the entries they belong to, as they were.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { selectRows, type DbNumber } from '../ledger/index.js';

export async function createWorkTables(db: Db, recoded: SQL): Promise<number> {
  await db.execute(sql`create temp table recode_match (
      id bigint primary key, entry_id uuid not null, business_id uuid not null, date date not null,
      account_id uuid not null, tax_code text, amount bigint not null, gst bigint not null,
      new_account_id uuid not null, new_tax text, new_gst bigint not null, new_amount bigint not null
    ) on commit drop`);
  await db.execute(sql`create temp table recode_old (
      id bigint primary key, entry_id uuid not null, business_id uuid not null, date date not null, account_id uuid not null,
      amount bigint not null, tax_code text, gst bigint not null, description text, is_gst boolean not null
    ) on commit drop`);
  await db.execute(sql`insert into recode_match ${recoded}`);
  await db.execute(sql`insert into recode_old
      select l.id, l.entry_id, l.business_id, l.date, l.account_id, l.amount, l.tax_code, l.gst, l.description,
        coalesce(a.system_role = 'gst', false)
      from journal_lines l join accounts a on a.id = l.account_id
      where l.entry_id in (select distinct entry_id from recode_match)`);
  await db.execute(sql`analyze recode_match`);
  await db.execute(sql`analyze recode_old`);
  const [row] = await selectRows<{ n: DbNumber }>(db, sql`select count(*) as n from recode_match`);
  return Number(row?.n ?? 0);
}

/** An entry's lines as a snapshot (the shape of coding_run_lines.before/after): enough to post them again. */
export const snapshotOf = (alias: string) => {
  const l = sql.raw(alias);
  return sql`jsonb_agg(jsonb_build_object('accountId', ${l}.account_id, 'accountCode', sa.code, 'taxCode', ${l}.tax_code,
      'amount', ${l}.amount, 'gst', ${l}.gst, 'description', ${l}.description) order by ${l}.id)`;
};

/**
 * The recoded entries' new lines. Where an entry's GST lines are exactly the ones its lines' GST
 * implies (one after each line with GST, of that amount: what codingEntryLines posts), they are
 * posted again from the new GST; elsewhere (a journal entered by hand) they stay, and a recoded
 * line whose GST changes takes a GST line for the difference. Either way each entry balances.
 */
export async function rewriteEntries(db: Db, gstAccounts: ReadonlyMap<string, string>): Promise<void> {
  const businesses = [...gstAccounts.keys()];
  await db.execute(sql`delete from journal_lines where entry_id in (select distinct entry_id from recode_old)`);
  await db.execute(sql`
    with gst_account(business_id, account_id) as (
      select * from unnest(${sql.param(businesses)}::uuid[], ${sql.param(businesses.map((b) => gstAccounts.get(b) ?? ''))}::uuid[])
    ), pairs as (
      select coalesce(g.entry_id, n.entry_id) as entry_id, g.amount as gst_line, n.gst as line_gst
      from (select entry_id, amount, row_number() over (partition by entry_id order by id) as k from recode_old where is_gst) g
      full join (select entry_id, gst, row_number() over (partition by entry_id order by id) as k from recode_old where not is_gst and gst <> 0) n
        on n.entry_id = g.entry_id and n.k = g.k
    ), derived as (
      select distinct entry_id from recode_old
      except select entry_id from pairs where gst_line is distinct from line_gst
    ), now_lines as (
      select o.entry_id, o.business_id, o.date, o.id, o.is_gst,
        coalesce(m.new_account_id, o.account_id) as account_id,
        coalesce(m.new_amount, o.amount) as amount,
        case when m.id is null then o.tax_code else m.new_tax end as tax_code,
        coalesce(m.new_gst, o.gst) as gst, o.description, m.id is not null as recoded, coalesce(m.gst, o.gst) as old_gst
      from recode_old o left join recode_match m on m.id = o.id
    ), lines as (
      select entry_id, business_id, date, id as ord, 0 as sub, account_id, amount, tax_code, gst, description
      from now_lines where not is_gst
      union all
      select n.entry_id, n.business_id, n.date, n.id, 1, ga.account_id, n.gst, n.tax_code, 0, n.description
      from now_lines n join gst_account ga on ga.business_id = n.business_id
      where not n.is_gst and n.gst <> 0 and n.entry_id in (select entry_id from derived)
      union all
      select entry_id, business_id, date, id, 0, account_id, amount, tax_code, gst, description
      from now_lines where is_gst and entry_id not in (select entry_id from derived)
      union all
      select n.entry_id, n.business_id, n.date, n.id, 1, ga.account_id, n.gst - n.old_gst, n.tax_code, 0, n.description
      from now_lines n join gst_account ga on ga.business_id = n.business_id
      where n.recoded and n.gst <> n.old_gst and n.entry_id not in (select entry_id from derived)
    )
    insert into journal_lines (entry_id, business_id, date, account_id, amount, tax_code, gst, description)
    select entry_id, business_id, date, account_id, amount, tax_code, gst, description from lines order by entry_id, ord, sub`);
}

/** Restores entries from snapshots: `entries` names (entry id, snapshot jsonb) pairs as a SELECT. */
export async function restoreEntries(db: Db, entries: SQL): Promise<void> {
  await db.execute(sql`delete from journal_lines where entry_id in (select entry_id from (${entries}) s)`);
  await db.execute(sql`
    insert into journal_lines (entry_id, business_id, date, account_id, amount, tax_code, gst, description)
    select e.id, e.business_id, e.date, (x.v->>'accountId')::uuid, (x.v->>'amount')::bigint, x.v->>'taxCode',
      coalesce((x.v->>'gst')::bigint, 0), x.v->>'description'
    from (${entries}) s join journal_entries e on e.id = s.entry_id
    cross join lateral jsonb_array_elements(s.snapshot) with ordinality as x(v, ord)
    order by e.id, x.ord`);
}
