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
async function assertUsableAccounts(tx: Db, businessId: string, accountIds: readonly string[]): Promise<void> {
  const wanted = [...new Set(accountIds)];
  const found = new Map((await chartAccounts(tx, businessId, wanted)).map((a) => [a.id, a]));
  for (const id of wanted) {
    const account = found.get(id);
    if (!account) throw LedgerErrors.accountUnusable(message('ledger.accountNotInChart', { id }));
    if (!account.active) throw LedgerErrors.accountUnusable(message('ledger.accountInactive', { code: account.code, name: account.name }));
  }
}

export type EntryInput = Omit<PostEntryInput, 'businessId'>;

/**
 * Many entries of one business at once (a rule run posts thousands): each is checked as postEntry
 * checks one, then all are written in a few statements. Answers them in input order.
 */
export async function postEntries(tx: Db, businessId: string, inputs: readonly EntryInput[]): Promise<PostedEntry[]> {
  if (inputs.length === 0) return [];
  domainCheck(() => {
    for (const input of inputs) {
      for (const line of input.lines) {
        assertCents(line.amount);
        assertCents(line.gst ?? 0);
      }
      assertBalanced(input.lines);
    }
  });
  const ledger = await openLedger(tx, businessId);
  domainCheck(() => {
    for (const input of inputs) assertOpen(input.date, ledger.lockDate);
  });
  await assertUsableAccounts(
    tx,
    businessId,
    inputs.flatMap((i) => i.lines.map((l) => l.accountId)),
  );
  const entries = inputs.map((input) => ({ ...input, id: randomUUID(), bankTransactionId: input.bankTransactionId ?? null }));
  const numbers = await insertEntries(tx, businessId, entries);
  return entries.map((e) => ({ id: e.id, number: numbers.get(e.id) ?? 0, date: e.date, source: e.source }));
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
