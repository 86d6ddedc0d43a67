/**
 * Posting: the one way anything enters or leaves the ledger. Coding, manual journals, opening
 * balances and (later) adjustments call these inside their own transaction, as a visible step of
 * the command. The domain checks run first so a user gets a clear 400 or 409; the database's
 * triggers hold the same rules in case anything bypasses this file.
 */
import { assertBalanced, assertCents, assertOpen, type IsoDate, type PostingLine } from '@ledgerdesk/domain';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { domainCheck, LedgerErrors } from './ledger.errors.js';
import {
  chartAccounts,
  deleteEntry,
  findEntry,
  insertEntry,
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
    if (!account) throw LedgerErrors.accountUnusable(`Account ${id} is not in this business's chart of accounts.`);
    if (!account.active)
      throw LedgerErrors.accountUnusable(`Account ${account.code} ${account.name} is inactive: choose an active account.`);
  }
}

export async function postEntry(tx: Db, input: PostEntryInput): Promise<PostedEntry> {
  domainCheck(() => {
    for (const line of input.lines) {
      assertCents(line.amount);
      assertCents(line.gst ?? 0);
    }
    assertBalanced(input.lines);
  });
  const ledger = await openLedger(tx, input.businessId);
  domainCheck(() => assertOpen(input.date, ledger.lockDate));
  await assertUsableAccounts(
    tx,
    input.businessId,
    input.lines.map((l) => l.accountId),
  );
  const { id, number } = await insertEntry(tx, {
    businessId: input.businessId,
    date: input.date,
    source: input.source,
    narration: input.narration,
    bankTransactionId: input.bankTransactionId ?? null,
    createdBy: input.createdBy,
    lines: input.lines,
  });
  return { id, number, date: input.date, source: input.source };
}

/** Removes an entry and its lines; refused when it is dated on or before the lock date. Answers what was removed. */
export async function removeEntry(tx: Db, entryId: string): Promise<EntryRow> {
  const entry = await findEntry(tx, entryId);
  if (!entry) throw Errors.notFound('Journal entry');
  const ledger = await openLedger(tx, entry.businessId);
  domainCheck(() => assertOpen(entry.date, ledger.lockDate));
  await deleteEntry(tx, entry);
  return entry;
}
