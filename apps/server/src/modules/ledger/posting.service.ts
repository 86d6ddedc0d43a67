/**
 * Posting: the one way anything enters or leaves the ledger. Coding, manual journals, opening
 * balances and (later) adjustments call these inside their own transaction, as a visible step of
 * the command. The domain checks run first so a user gets a clear 400 or 409; the database's
 * triggers hold the same rules in case anything bypasses this file.
 */
import { randomUUID } from 'node:crypto';
import { assertBalanced, assertCents, assertOpen, type IsoDate, type PostingLine, message } from '@ledgerdesk/domain';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { domainCheck, LedgerErrors } from './ledger.errors.js';
import {
  chartAccounts,
  deleteEntries,
  findEntries,
  insertEntries,
  lockLedger,
  type ChartAccountRow,
  type EntryInsert,
  type EntryRow,
  type JournalSource,
  type LedgerState,
} from './posting.repo.js';

export interface PostEntryInput {
  businessId: string;
  date: IsoDate;
  source: JournalSource;
  narration: string;
  lines: readonly PostingLine[];
  createdBy: string | null;
  bankTransactionId?: string | null;
}

export interface PostedEntry {
  id: string;
  number: number;
  date: IsoDate;
  source: JournalSource;
}

/** Locks the business's ledger for the rest of the transaction and answers its lock date. */
export async function openLedger(tx: Db, businessId: string): Promise<LedgerState> {
  const ledger = await lockLedger(tx, businessId);
  if (!ledger) throw Errors.notFound('Business');
  return ledger;
}

/** Every account must be in the business's chart, and active: a retired account takes no new postings. */
function assertUsableAccounts(chart: ReadonlyMap<string, ChartAccountRow>, lines: readonly PostingLine[]): void {
  for (const { accountId } of lines) {
    const account = chart.get(accountId);
    if (!account) throw LedgerErrors.accountUnusable(message('ledger.accountNotInChart', { id: accountId }));
    if (!account.active) throw LedgerErrors.accountUnusable(message('ledger.accountInactive', { code: account.code, name: account.name }));
  }
}

export type EntryInput = Omit<PostEntryInput, 'businessId'>;

/**
 * Many entries of one business at once (a rule run posts thousands), each checked as postEntry
 * checks one, then all written in a few statements. Answers them in input order.
 */
export function postEntries(tx: Db, businessId: string, inputs: readonly EntryInput[]): Promise<PostedEntry[]> {
  return postEntriesOf(tx, businessId, inputs.length, (index) => {
    const input = inputs[index];
    if (!input) throw new Error(`no entry ${index}`);
    return input;
  });
}

/**
 * postEntries of `count` entries made on demand: `entryAt(i)` is called once per entry, a chunk at
 * a time while the statement before is written, and each entry is checked as it is made. A rule
 * run's 88,000 entries were made and checked before the first statement, 0.7 s in which the
 * database waited, and all of them lived until the last statement (the collector copied them
 * twice over). A refused entry stops the posting; the caller's transaction then writes nothing.
 */
export async function postEntriesOf(
  tx: Db,
  businessId: string,
  count: number,
  entryAt: (index: number) => EntryInput,
): Promise<PostedEntry[]> {
  if (count === 0) return [];
  const ledger = await openLedger(tx, businessId);
  const chart = new Map((await chartAccounts(tx, businessId)).map((a) => [a.id, a]));
  const posted: PostedEntry[] = [];
  const numbers = await insertEntries(tx, businessId, count, (from, to) =>
    domainCheck(() => {
      const chunk: EntryInsert[] = [];
      for (let index = from; index < to; index++) {
        const input = entryAt(index);
        for (const line of input.lines) {
          assertCents(line.amount);
          assertCents(line.gst ?? 0);
        }
        assertBalanced(input.lines);
        assertOpen(input.date, ledger.lockDate);
        assertUsableAccounts(chart, input.lines);
        const entry = { ...input, id: randomUUID(), bankTransactionId: input.bankTransactionId ?? null };
        chunk.push(entry);
        posted.push({ id: entry.id, number: 0, date: entry.date, source: entry.source });
      }
      return chunk;
    }),
  );
  for (const entry of posted) entry.number = numbers.get(entry.id) ?? 0;
  return posted;
}

export async function postEntry(tx: Db, input: PostEntryInput): Promise<PostedEntry> {
  const [posted] = await postEntries(tx, input.businessId, [input]);
  if (!posted) throw new Error('journal entry not posted');
  return posted;
}

/** Removes entries and their lines; refused when any is dated on or before its lock date. Answers what was removed. */
export async function removeEntries(tx: Db, entryIds: readonly string[]): Promise<EntryRow[]> {
  if (entryIds.length === 0) return [];
  const entries = await findEntries(tx, entryIds);
  if (entries.length !== new Set(entryIds).size) throw Errors.notFound('Journal entry');
  for (const businessId of [...new Set(entries.map((e) => e.businessId))].sort()) {
    const ledger = await openLedger(tx, businessId);
    domainCheck(() => {
      for (const entry of entries) if (entry.businessId === businessId) assertOpen(entry.date, ledger.lockDate);
    });
  }
  await deleteEntries(tx, entries);
  return entries;
}

export async function removeEntry(tx: Db, entryId: string): Promise<EntryRow> {
  const [entry] = await removeEntries(tx, [entryId]);
  if (!entry) throw Errors.notFound('Journal entry');
  return entry;
}
