/**
 * Rewriting whole entries' lines, set-based. Lines are never updated (the ledger's triggers
 * refuse it): an entry keeps its row, number and link to its bank line, and its lines are
 * deleted and inserted again, each in one statement, so the balance and lock triggers check
 * every entry at once and the account-month summary moves with the lines.
 *
 * Working tables of the transaction (dropped at commit):
 *   recode_found: the matching lines (recode.repo.ts `matchedRows`), read once for both the
 *                 change's checks and recode_match;
 *   recode_match: the recoded lines, old and new values (recode.change.ts `recodedLines`);
 *   recode_old:   every line of the entries they belong to, as they were (what the delete returned).
 * recode_match is analysed, so that the delete reads the lines in one pass rather than probing
 * the index entry by entry (a third less time); recode_old is not, its plans are the same without.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { selectRows, type DbNumber } from '../ledger/index.js';

/** Keeps the matching lines in recode_found; answers the rows to read them from. */
export async function keepMatches(db: Db, rows: SQL): Promise<SQL> {
  await db.execute(sql`create temp table recode_found on commit drop as ${rows}`);
  return sql`select * from recode_found`;
}

/** Fills recode_match; answers how many lines it holds, of how many businesses. */
export async function createWorkTables(db: Db, recoded: SQL): Promise<{ lines: number; businesses: number }> {
  await db.execute(sql`create temp table recode_match (
      id bigint primary key, entry_id uuid not null, business_id uuid not null, date date not null,
      account_id uuid not null, tax_code text, amount bigint not null, gst bigint not null,
      new_account_id uuid not null, new_tax text, new_gst bigint not null, new_amount bigint not null
    ) on commit drop`);
  await db.execute(sql`create temp table recode_old (
      id bigint primary key, entry_id uuid not null, business_id uuid not null, date date not null, account_id uuid not null,
      account_code text not null, amount bigint not null, tax_code text, gst bigint not null, description text, is_gst boolean not null
    ) on commit drop`);
  const [row] = await selectRows<{ lines: DbNumber; businesses: DbNumber }>(
    db,
    sql`with m as (insert into recode_match ${recoded} returning business_id)
        select count(*) as lines, count(distinct business_id) as businesses from m`,
  );
  await db.execute(sql`analyze recode_match`);
  return { lines: Number(row?.lines ?? 0), businesses: Number(row?.businesses ?? 0) };
}

/**
 * An entry's lines as a snapshot (the shape of coding_run_lines.before/after): enough to post them
 * again. `code` is the line's account code, by default from accounts joined as `sa`.
 */
export const snapshotOf = (alias: string, code = 'sa.code') => {
  const l = sql.raw(alias);
  return sql`jsonb_agg(jsonb_build_object('accountId', ${l}.account_id, 'accountCode', ${sql.raw(code)}, 'taxCode', ${l}.tax_code,
      'amount', ${l}.amount, 'gst', ${l}.gst, 'description', ${l}.description) order by ${l}.id)`;
};

/**
 * The recoded entries' new lines. Where an entry's GST lines are exactly the ones its lines' GST
 * implies (one after each line with GST, of that amount: what codingEntryLines posts), they are
 * posted again from the new GST; elsewhere (a journal entered by hand) they stay, and a recoded
 * line whose GST changes takes a GST line for the difference. Either way each entry balances.
 *
 * The run's lines (one per entry, its lines before and after) are written by the statement that
 * inserts the new lines, from what it inserts and what the delete returned: reading the entries'
 * lines back from journal_lines was the slowest step of a 100,000-line recode.
 * Answers the number of entries rewritten.
 */
export async function rewriteEntries(db: Db, gstAccounts: ReadonlyMap<string, string>, runId: string): Promise<number> {
  const businesses = [...gstAccounts.keys()];
  await db.execute(sql`with gone as (delete from journal_lines where entry_id in (select entry_id from recode_match) returning *)
      insert into recode_old (id, entry_id, business_id, date, account_id, account_code, amount, tax_code, gst, description, is_gst)
      select g.id, g.entry_id, g.business_id, g.date, g.account_id, a.code, g.amount, g.tax_code, g.gst, g.description,
        coalesce(a.system_role = 'gst', false)
      from gone g join accounts a on a.id = g.account_id`);
  const [row] = await selectRows<{ entries: DbNumber }>(
    db,
    sql`
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
    ), written as (
      insert into journal_lines (entry_id, business_id, date, account_id, amount, tax_code, gst, description)
      select entry_id, business_id, date, account_id, amount, tax_code, gst, description from lines order by entry_id, ord, sub
      returning id, entry_id, account_id, amount, tax_code, gst, description
    ), run_lines as (
      insert into coding_run_lines (run_id, transaction_id, business_id, before, before_entry_number, after_entry_id, after)
      select ${runId}, b.entry_id, b.business_id, b.snapshot, e.number, b.entry_id, a.snapshot
      from (select o.entry_id, o.business_id, ${snapshotOf('o', 'o.account_code')} as snapshot from recode_old o group by o.entry_id, o.business_id) b
      join journal_entries e on e.id = b.entry_id
      join (select l.entry_id, ${snapshotOf('l')} as snapshot from written l join accounts sa on sa.id = l.account_id group by l.entry_id) a
        on a.entry_id = b.entry_id
      returning 1
    )
    select count(*) as entries from run_lines`,
  );
  return Number(row?.entries ?? 0);
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
