/**
 * A realistic multi-year ledger for tests (small) and the benchmark (1,000,000 lines): the
 * scenario in ledger-generator-scenario.ts, month after month from `start`. Dates, amounts,
 * accounts and narrations follow the seed exactly; row ids are fresh (time-ordered). Rows are written in bulk
 * (one INSERT … SELECT FROM unnest(...) per table and chunk) through the same tables and
 * triggers as the application, so balances, lock dates and the monthly summary hold as usual.
 * Run it while nothing else posts to the business: it numbers entries from the current maximum.
 */
import { addMonths, type IsoDate } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db/client.js';
import { createRandom } from '../src/seed/random.js';
import type { GeneratorAccounts } from './ledger-generator-chart.js';
import { createScenario, type PlannedEntry } from './ledger-generator-scenario.js';

export * from './ledger-generator-chart.js';

export interface GenerateLedgerOptions {
  businessId: string;
  accounts: GeneratorAccounts;
  /** First day of the first month (default 2022-07-01, the start of FY2023). */
  start?: IsoDate;
  years: number;
  entriesPerMonth: number;
  seed: number;
  /** When given, every bank entry also gets its coded bank transaction in this account. */
  bankAccountId?: string;
  createdBy?: string | null;
}

export interface GeneratedLedger {
  entries: number;
  lines: number;
  bankTransactions: number;
  from: IsoDate;
  to: IsoDate;
  elapsedMs: number;
}

/** Lines per bulk statement: big enough to amortise round trips, small enough for one parameter array. */
const CHUNK_LINES = 50_000;

class Buffers {
  entries = {
    id: [] as string[],
    number: [] as number[],
    date: [] as string[],
    source: [] as string[],
    narration: [] as string[],
    bankTx: [] as Array<string | null>,
  };
  lines = {
    entryId: [] as string[],
    date: [] as string[],
    accountId: [] as string[],
    amount: [] as number[],
    taxCode: [] as Array<string | null>,
    gst: [] as number[],
  };
  bankTx = {
    id: [] as string[],
    date: [] as string[],
    description: [] as string[],
    payee: [] as string[],
    amount: [] as number[],
    entryId: [] as string[],
  };
}

async function flush(db: Db, options: GenerateLedgerOptions, b: Buffers): Promise<void> {
  const p = (values: unknown[]) => sql.param(values);
  const { businessId } = options;
  if (b.entries.id.length > 0) {
    await db.execute(sql`insert into journal_entries (id, business_id, number, date, source, narration, bank_transaction_id, created_by)
      select id, ${businessId}, number, date, source, narration, bank_tx, ${options.createdBy ?? null}::uuid
      from unnest(${p(b.entries.id)}::uuid[], ${p(b.entries.number)}::int[], ${p(b.entries.date)}::date[], ${p(b.entries.source)}::text[],
        ${p(b.entries.narration)}::text[], ${p(b.entries.bankTx)}::uuid[]) as t(id, number, date, source, narration, bank_tx)`);
  }
  if (b.bankTx.id.length > 0 && options.bankAccountId) {
    await db.execute(sql`insert into bank_transactions (id, business_id, bank_account_id, date, description, payee, amount, journal_entry_id)
      select id, ${businessId}, ${options.bankAccountId}, date, description, payee, amount, entry_id
      from unnest(${p(b.bankTx.id)}::uuid[], ${p(b.bankTx.date)}::date[], ${p(b.bankTx.description)}::text[], ${p(b.bankTx.payee)}::text[],
        ${p(b.bankTx.amount)}::bigint[], ${p(b.bankTx.entryId)}::uuid[]) as t(id, date, description, payee, amount, entry_id)`);
  }
  if (b.lines.entryId.length > 0) {
    // Ordered by position so each entry's line ids follow posting order, as postEntry leaves them.
    await db.execute(sql`insert into journal_lines (entry_id, business_id, date, account_id, amount, tax_code, gst)
      select entry_id, ${businessId}, date, account_id, amount, tax_code, gst
      from unnest(${p(b.lines.entryId)}::uuid[], ${p(b.lines.date)}::date[], ${p(b.lines.accountId)}::uuid[], ${p(b.lines.amount)}::bigint[],
        ${p(b.lines.taxCode)}::text[], ${p(b.lines.gst)}::bigint[]) with ordinality as t(entry_id, date, account_id, amount, tax_code, gst, ord)
      order by ord`);
  }
}

/**
 * Time-ordered ids (the UUID v7 layout: milliseconds, then a counter): rows written together sit
 * together in every uuid index, so index inserts and foreign-key checks stay on cached pages
 * instead of touching a random page per row.
 */
export function orderedIds(): () => string {
  const ms = Date.now().toString(16).padStart(12, '0');
  let counter = 0;
  return () => {
    const c = (counter++).toString(16).padStart(18, '0');
    const hex = `${ms}7${c.slice(0, 3)}8${c.slice(3)}`;
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
}

function push(b: Buffers, nextId: () => string, entry: PlannedEntry, number: number, withBank: boolean): void {
  const id = nextId();
  const bankTxId = withBank && entry.source === 'bank' ? nextId() : null;
  const narration = entry.payee ? `${entry.payee}: ${entry.narration}` : entry.narration;
  b.entries.id.push(id);
  b.entries.number.push(number);
  b.entries.date.push(entry.date);
  b.entries.source.push(entry.source);
  b.entries.narration.push(narration);
  b.entries.bankTx.push(bankTxId);
  for (const line of entry.lines) {
    b.lines.entryId.push(id);
    b.lines.date.push(entry.date);
    b.lines.accountId.push(line.accountId);
    b.lines.amount.push(line.amount);
    b.lines.taxCode.push(line.taxCode ?? null);
    b.lines.gst.push(line.gst ?? 0);
  }
  if (bankTxId) {
    b.bankTx.id.push(bankTxId);
    b.bankTx.date.push(entry.date);
    b.bankTx.description.push(entry.narration);
    b.bankTx.payee.push(entry.payee);
    b.bankTx.amount.push(entry.amount);
    b.bankTx.entryId.push(id);
  }
}

export async function generateLedger(db: Db, options: GenerateLedgerOptions): Promise<GeneratedLedger> {
  const started = performance.now();
  const random = createRandom(options.seed);
  const month = createScenario(options.accounts, random);
  const from = options.start ?? '2022-07-01';
  const [{ max } = { max: 0 }] = (
    await db.execute(sql`select coalesce(max(number), 0)::int as max from journal_entries where business_id = ${options.businessId}`)
  ).rows as Array<{ max: number }>;
  let number = Number(max);
  const totals = { entries: 0, lines: 0, bankTransactions: 0 };
  let buffers = new Buffers();
  const nextId = orderedIds();
  const months = options.years * 12;
  for (let m = 0; m < months; m++) {
    for (const entry of month(addMonths(from, m), options.entriesPerMonth, m === 0)) {
      push(buffers, nextId, entry, ++number, options.bankAccountId !== undefined);
      totals.entries++;
      totals.lines += entry.lines.length;
      if (options.bankAccountId && entry.source === 'bank') totals.bankTransactions++;
    }
    if (buffers.lines.entryId.length >= CHUNK_LINES) {
      await flush(db, options, buffers);
      buffers = new Buffers();
    }
  }
  await flush(db, options, buffers);
  const to = addMonths(from, months);
  return {
    ...totals,
    from,
    to: new Date(Date.parse(to) - 86_400_000).toISOString().slice(0, 10),
    elapsedMs: Math.round(performance.now() - started),
  };
}

/**
 * Uncoded bank transactions in bulk, spread evenly over [from, to], for the master table at
 * scale. Set-based in SQL, deterministic for a seed; descriptions and payees rotate through
 * short lists so text filters have something to find.
 */
export async function generateBankTransactions(
  db: Db,
  options: { businessId: string; bankAccountId: string; count: number; seed: number; from: IsoDate; to: IsoDate },
): Promise<{ count: number; elapsedMs: number }> {
  const started = performance.now();
  await db.execute(sql`
    insert into bank_transactions (business_id, bank_account_id, date, description, reference, payee, amount)
    select ${options.businessId}, ${options.bankAccountId},
      ${options.from}::date + ((i::bigint * (${options.to}::date - ${options.from}::date)) / ${options.count})::int,
      (array['Card purchase','Direct credit','Transfer','BPAY','EFTPOS','Direct debit'])[1 + (i + ${options.seed}) % 6],
      'REF' || lpad(i::text, 8, '0'),
      (array['Officeworks','Harbour Cafe','Telstra','Bunnings','Nguyen Dental','AGL Energy','Caltex'])[1 + (i * 7 + ${options.seed}) % 7],
      (((i::bigint * 7919 + ${options.seed}) % 600000) - 400000)
    from generate_series(1, ${options.count}::int) as i`);
  return { count: options.count, elapsedMs: Math.round(performance.now() - started) };
}
