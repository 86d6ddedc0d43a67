/**
 * All SQL of internal transfers. The analysis is one statement: a hash join of the business's
 * open spends with its open receipts on the opposite amount, kept when the dates are within the
 * window and the accounts differ, with the facts the confidence needs (date gap, description
 * hints, rivals) computed in the database, so 200,000 lines cost one pass and no rows but the
 * candidates leave it.
 */
import { TRANSFER_WORDS_PATTERN, type TransferFacts, type TransferPairStatus } from '@ledgerdesk/domain';
import { sql, type SQL } from 'drizzle-orm';
import { pgArray } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import { withLocalSetting } from '../../platform/db/local-setting.js';
import { selectRows, type DbNumber } from '../ledger/index.js';

export interface CandidateRow extends TransferFacts {
  outId: string;
  inId: string;
}

/**
 * Open lines are uncoded and in no accepted pair (a proposed pair is proposed again or replaced).
 * An account "hint" is the other account's name (folded as rule text is) or the last four digits
 * of its number inside the description.
 */
export function candidateQuery(businessId: string, days: number): SQL {
  return sql`with acct as (
          select id, ld_normalise(name) as name, right(regexp_replace(account_number, '\\D', '', 'g'), 4) as digits
          from bank_accounts where business_id = ${businessId}
        ), open as (
          select t.id, t.bank_account_id, t.date, t.amount, t.description_match as text
          from bank_transactions t
          where t.business_id = ${businessId} and t.journal_entry_id is null
            and not exists (select 1 from transfer_pairs a where a.id = t.transfer_pair_id and a.status = 'accepted')
        ), outs as (select * from open where amount < 0
        ), ins as (select * from open where amount > 0
        ), pairs as (
          select o.id as out_id, i.id as in_id, abs(i.date - o.date) as gap,
            (o.text ~ ${TRANSFER_WORDS_PATTERN} or i.text ~ ${TRANSFER_WORDS_PATTERN}) as word_hint,
            (position(ia.name in o.text) > 0 or position(oa.name in i.text) > 0
              or (length(ia.digits) = 4 and position(ia.digits in o.text) > 0)
              or (length(oa.digits) = 4 and position(oa.digits in i.text) > 0)) as account_hint
          -- Spends and receipts apart, so the hash is built on the receipts alone.
          from outs o
          join ins i on i.amount = -o.amount and i.bank_account_id <> o.bank_account_id
            and i.date between o.date - ${days}::int and o.date + ${days}::int
          join acct oa on oa.id = o.bank_account_id
          join acct ia on ia.id = i.bank_account_id
          where not exists (select 1 from transfer_pairs r where r.out_transaction_id = o.id and r.in_transaction_id = i.id and r.status = 'rejected')
        )
        select out_id, in_id, gap, word_hint, account_hint,
          count(*) over (partition by out_id) + count(*) over (partition by in_id) - 2 as rivals
        from pairs`;
}

export async function findCandidates(db: Db, businessId: string, days: number): Promise<CandidateRow[]> {
  // Inside an import the statement's own new lines have no statistics yet: the planner counted a
  // few spends and receipts and paired them in a nested loop, 12 million comparisons (17 s) for
  // a 10,000-line statement. The amounts' hash join takes 0.1 s whatever the counts.
  const rows = await withLocalSetting(db, 'enable_nestloop', 'off', (tx) =>
    selectRows<{
      out_id: string;
      in_id: string;
      gap: DbNumber;
      word_hint: boolean;
      account_hint: boolean;
      rivals: DbNumber;
    }>(tx, candidateQuery(businessId, days)),
  );
  return rows.map((r) => ({
    outId: r.out_id,
    inId: r.in_id,
    gapDays: Number(r.gap),
    wordHint: r.word_hint,
    accountHint: r.account_hint,
    rivals: Number(r.rivals),
  }));
}

export interface ProposedPair {
  id: string;
  outId: string;
  inId: string;
}

export async function proposedPairs(db: Db, businessId: string): Promise<ProposedPair[]> {
  const rows = await selectRows<{ id: string; out_id: string; in_id: string }>(
    db,
    sql`select id, out_transaction_id as out_id, in_transaction_id as in_id from transfer_pairs
        where business_id = ${businessId} and status = 'proposed'`,
  );
  return rows.map((r) => ({ id: r.id, outId: r.out_id, inId: r.in_id }));
}

export async function deletePairs(db: Db, pairIds: readonly string[]): Promise<void> {
  if (pairIds.length === 0) return;
  await db.execute(sql`delete from transfer_pairs where id = any(${pgArray(pairIds)}::uuid[])`);
}

export interface NewPair extends ProposedPair {
  confidence: number;
  gapDays: number;
}

export async function insertProposed(db: Db, businessId: string, pairs: readonly NewPair[]): Promise<void> {
  if (pairs.length === 0) return;
  await db.execute(
    sql`insert into transfer_pairs (id, business_id, out_transaction_id, in_transaction_id, confidence, gap_days)
        select p.id, ${businessId}::uuid, p.out_id, p.in_id, p.confidence, p.gap
        from unnest(${pgArray(pairs.map((p) => p.id))}::uuid[], ${pgArray(pairs.map((p) => p.outId))}::uuid[],
          ${pgArray(pairs.map((p) => p.inId))}::uuid[], ${pgArray(pairs.map((p) => p.confidence))}::int[],
          ${pgArray(pairs.map((p) => p.gapDays))}::int[]) as p(id, out_id, in_id, confidence, gap)`,
  );
}

/** Points each line at its pair (null: at none), by primary key: one statement whatever the count. */
export async function pointLines(db: Db, links: readonly { transactionId: string; pairId: string | null }[]): Promise<void> {
  if (links.length === 0) return;
  await db.execute(
    sql`update bank_transactions t set transfer_pair_id = l.pair
        from unnest(${pgArray(links.map((l) => l.transactionId))}::uuid[], ${pgArray(links.map((l) => l.pairId))}::uuid[]) as l(tx, pair)
        where t.id = l.tx and t.transfer_pair_id is distinct from l.pair`,
  );
}

export interface PairRow {
  id: string;
  status: TransferPairStatus;
  confidence: number;
  gap_days: number;
  out_entry_id: string | null;
  in_entry_id: string | null;
  decided_at: string | null;
  out_id: string;
  in_id: string;
}

export interface LineRow {
  id: string;
  date: string;
  bank_account_id: string;
  bank_account_name: string;
  description: string;
  payee: string;
  amount: DbNumber;
  journal_entry_id: string | null;
  ledger_account_id: string;
  locked: boolean;
}

const pairColumns = sql`p.id, p.status, p.confidence, p.gap_days, p.out_entry_id, p.in_entry_id,
  to_char(p.decided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as decided_at,
  p.out_transaction_id as out_id, p.in_transaction_id as in_id`;

export async function listPairs(
  db: Db,
  businessId: string,
  status: TransferPairStatus,
  page: { skip: number; limit: number },
): Promise<{ rows: PairRow[]; total: number }> {
  const rows = await selectRows<PairRow>(
    db,
    sql`select ${pairColumns} from transfer_pairs p
        where p.business_id = ${businessId} and p.status = ${status}
        order by ${status === 'proposed' ? sql`p.confidence desc, p.gap_days` : sql`p.decided_at desc`}, p.id
        limit ${page.limit} offset ${page.skip}`,
  );
  const [count] = await selectRows<{ n: DbNumber }>(
    db,
    sql`select count(*) as n from transfer_pairs where business_id = ${businessId} and status = ${status}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

export type PairSelection = { pairIds: readonly string[] } | { minConfidence: number };

/**
 * The business's pairs named (whatever their status, so the caller can say why one is left), or
 * every proposed one at or above a confidence; locked for the rest of the command.
 */
export async function lockPairs(db: Db, businessId: string, which: PairSelection): Promise<PairRow[]> {
  const filter =
    'pairIds' in which
      ? sql`p.id = any(${pgArray(which.pairIds)}::uuid[])`
      : sql`p.status = 'proposed' and p.confidence >= ${which.minConfidence}`;
  return selectRows<PairRow>(
    db,
    sql`select ${pairColumns} from transfer_pairs p
        where p.business_id = ${businessId} and ${filter}
        order by p.confidence desc, p.id for update`,
  );
}

export async function findPairs(db: Db, pairIds: readonly string[]): Promise<PairRow[]> {
  if (pairIds.length === 0) return [];
  return selectRows<PairRow>(
    db,
    sql`select ${pairColumns} from transfer_pairs p where p.id = any(${pgArray(pairIds)}::uuid[]) order by p.confidence desc, p.id`,
  );
}

/**
 * The pairs' lines, each with whether the lock date or a reconciliation holds it; `lock` holds the
 * rows until the command ends, so nobody codes them meanwhile.
 */
export async function linesOf(db: Db, businessId: string, ids: readonly string[], lock = false): Promise<Map<string, LineRow>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<LineRow>(
    db,
    sql`select t.id, t.date::text as date, t.bank_account_id, ba.name as bank_account_name, t.description, t.payee, t.amount,
          t.journal_entry_id, ba.ledger_account_id,
          (t.reconciliation_id is not null or t.date <= coalesce(b.lock_date, '-infinity'::date)) as locked
        from bank_transactions t
        join bank_accounts ba on ba.id = t.bank_account_id
        join businesses b on b.id = t.business_id
        where t.business_id = ${businessId} and t.id = any(${pgArray(ids)}::uuid[])
        ${lock ? sql`for update of t` : sql``}`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Many pairs' new state in one statement. */
export async function setStatuses(
  db: Db,
  changes: readonly { id: string; status: TransferPairStatus; outEntryId: string | null; inEntryId: string | null }[],
  decidedBy: string | null,
): Promise<void> {
  if (changes.length === 0) return;
  await db.execute(
    sql`update transfer_pairs p set status = c.status, out_entry_id = c.out_entry, in_entry_id = c.in_entry,
          decided_by = ${decidedBy}::uuid, decided_at = ${decidedBy ? sql`now()` : sql`null`}
        from unnest(${pgArray(changes.map((c) => c.id))}::uuid[], ${pgArray(changes.map((c) => c.status))}::text[],
          ${pgArray(changes.map((c) => c.outEntryId))}::uuid[], ${pgArray(changes.map((c) => c.inEntryId))}::uuid[])
          as c(id, status, out_entry, in_entry)
        where p.id = c.id`,
  );
}

/** Undo of an accept: the lines lose the entries the accept posted (postings removed them already). */
export async function unlinkLines(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`update bank_transactions set journal_entry_id = null where id = any(${pgArray(ids)}::uuid[])`);
}

/** The account of the business's chart with system role 'transfer_clearing'. */
export async function clearingAccountOf(db: Db, businessId: string): Promise<string | undefined> {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`select a.id from accounts a join charts c on c.id = a.chart_id
        where c.business_id = ${businessId} and a.system_role = 'transfer_clearing' and a.active`,
  );
  return row?.id;
}
