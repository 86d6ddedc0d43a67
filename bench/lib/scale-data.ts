/**
 * The scale bench's practice: many businesses under the demo clients, each with five years of
 * ledger and bank lines. One template business is generated as the reports bench does
 * (generateLedger and generateBankTransactions); the others get a copy of its books in SQL,
 * through the same tables and triggers as the application, so every entry still balances and the
 * account-month summary still follows the lines. Copied rows take ids that sort by business and
 * row, so the uuid indexes fill in order instead of a random page per row.
 */
import { sql } from 'drizzle-orm';
import { openPostgres } from '@ledgerdesk/server';
import { createGeneratorBankAccount, generateBankTransactions, generateLedger, prepareGeneratorAccounts } from '@ledgerdesk/server/testing';
import type { Db } from './coding-db.js';

export interface ScaleOptions {
  businesses: number;
  linesPerBusiness: number;
  bankLinesPerBusiness: number;
}

export interface ScaleWorld {
  businessIds: string[];
  journalLines: number;
  bankLines: number;
  generationMs: number;
}

const START = '2020-07-01';
const END = '2025-06-30';
/** The generator's scenario averages about 2.7 lines an entry over a year. */
const LINES_PER_ENTRY = 2.7;
/** Businesses copied per statement: about 400,000 journal lines each. */
const BATCH = 20;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** An id that sorts by business number `k`, row kind and row number `n` (UUID v7 layout, never a random v4). */
const orderedId = (k: string, kind: number, n: string) =>
  sql.raw(`(lpad(to_hex(${k}), 8, '0') || '-${kind.toString(16).padStart(4, '0')}-7000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`);

/** `count` businesses spread over the demo's clients, every tenth one managed by the demo case manager. */
async function createBusinesses(db: Db, count: number): Promise<string[]> {
  const created = await rows<{ id: string }>(
    db,
    sql`with c as (select id, row_number() over (order by name, id) - 1 as i, count(*) over () as n from clients)
        insert into businesses (client_id, name, gst_registered, gst_basis, bas_frequency)
        select c.id, 'Scale business ' || lpad(k::text, 4, '0'), true, 'accrual', 'quarterly'
        from generate_series(0, ${count - 1}::int) as k join c on c.i = k % c.n
        returning id`,
  );
  const ids = created.map((r) => r.id).sort();
  await db.execute(
    sql`insert into business_case_managers (business_id, user_id)
        select b, u.id from unnest(${sql.param(ids.filter((_, i) => i % 10 === 0))}::uuid[]) as b, users u
        where u.email = 'casemanager@demo.test'`,
  );
  return ids;
}

async function prepare(db: Db, businessId: string) {
  const accounts = await prepareGeneratorAccounts(db, businessId);
  const bankAccountId = await createGeneratorBankAccount(db, businessId, accounts.bank);
  return { accounts, bankAccountId };
}

/** The template's rows numbered once, in unlogged tables the copies read from. */
async function numberTemplate(db: Db, templateId: string): Promise<void> {
  await db.execute(sql`drop table if exists bench_scale_entries, bench_scale_bank, bench_scale_lines`);
  await db.execute(sql`create unlogged table bench_scale_bank as
    select t.*, e.number as entry_number, row_number() over (order by t.date, t.id) as n
    from bank_transactions t left join journal_entries e on e.id = t.journal_entry_id where t.business_id = ${templateId}`);
  await db.execute(sql`create unlogged table bench_scale_entries as
    select e.*, b.n as bank_n from journal_entries e left join bench_scale_bank b on b.id = e.bank_transaction_id
    where e.business_id = ${templateId}`);
  await db.execute(sql`create unlogged table bench_scale_lines as
    select l.*, e.number as entry_number, a.code as account_code, row_number() over (order by l.id) as n
    from journal_lines l join journal_entries e on e.id = l.entry_id join accounts a on a.id = l.account_id
    where l.business_id = ${templateId}`);
}

/** The template's books copied into targets[k] for k in [from, to), one statement per table. */
async function copyBatch(db: Db, targets: readonly { id: string; bankAccountId: string }[], from: number, to: number) {
  const batch = targets.slice(from, to);
  const t = sql`unnest(${sql.param(batch.map((b) => b.id))}::uuid[], ${sql.param(batch.map((b) => b.bankAccountId))}::uuid[])
    with ordinality as s(business_id, bank_account_id, k0)`;
  const k = `(s.k0 + ${from})`;
  await db.execute(sql`insert into journal_entries (id, business_id, number, date, source, narration, bank_transaction_id)
    select ${orderedId(k, 1, 'e.number')}, s.business_id, e.number, e.date, e.source, e.narration,
      case when e.bank_n is null then null else ${orderedId(k, 2, 'e.bank_n')} end
    from ${t} cross join bench_scale_entries e order by 1`);
  await db.execute(sql`insert into bank_transactions (id, business_id, bank_account_id, date, description, reference, payee, amount, journal_entry_id)
    select ${orderedId(k, 2, 'b.n')}, s.business_id, s.bank_account_id, b.date, b.description, b.reference, b.payee, b.amount,
      case when b.entry_number is null then null else ${orderedId(k, 1, 'b.entry_number')} end
    from ${t} cross join bench_scale_bank b order by 1`);
  // Line ids come from their sequence: in the template's order, so each entry's lines keep theirs.
  await db.execute(sql`insert into journal_lines (entry_id, business_id, date, account_id, amount, tax_code, gst, description)
    select ${orderedId(k, 1, 'l.entry_number')}, s.business_id, l.date, a.id, l.amount, l.tax_code, l.gst, l.description
    from ${t} cross join bench_scale_lines l
    join charts c on c.business_id = s.business_id join accounts a on a.chart_id = c.id and a.code = l.account_code
    order by s.k0, l.n`);
}

export async function buildScaleWorld(databaseUrl: string, options: ScaleOptions): Promise<ScaleWorld> {
  const started = performance.now();
  const database = openPostgres(databaseUrl, 2);
  try {
    const { db } = database;
    const businessIds = await createBusinesses(db, options.businesses);
    const [templateId, ...others] = businessIds;
    if (!templateId) throw new Error('no business to generate');
    const template = await prepare(db, templateId);
    const ledger = await generateLedger(db, {
      businessId: templateId,
      accounts: template.accounts,
      bankAccountId: template.bankAccountId,
      years: 5,
      entriesPerMonth: Math.max(1, Math.round(options.linesPerBusiness / LINES_PER_ENTRY / 60)),
      seed: 11,
      start: START,
    });
    await generateBankTransactions(db, {
      businessId: templateId,
      bankAccountId: template.bankAccountId,
      count: Math.max(0, options.bankLinesPerBusiness - ledger.bankTransactions),
      seed: 11,
      from: START,
      to: END,
    });
    await numberTemplate(db, templateId);
    const targets = [];
    for (const id of others) targets.push({ id, bankAccountId: (await prepare(db, id)).bankAccountId });
    for (let from = 0; from < targets.length; from += BATCH) await copyBatch(db, targets, from, from + BATCH);
    await db.execute(sql`drop table bench_scale_entries, bench_scale_bank, bench_scale_lines`);
    await db.execute(sql`vacuum analyze`);
    const [counts] = await rows<{ lines: string; bank: string }>(
      db,
      sql`select (select count(*) from journal_lines where business_id = any(${sql.param(businessIds)}::uuid[])) as lines,
                 (select count(*) from bank_transactions where business_id = any(${sql.param(businessIds)}::uuid[])) as bank`,
    );
    return {
      businessIds,
      journalLines: Number(counts?.lines ?? 0),
      bankLines: Number(counts?.bank ?? 0),
      generationMs: Math.round(performance.now() - started),
    };
  } finally {
    await database.close();
  }
}
