/**
 * Coding a bank transaction: one command that removes the entry it posted before (recoding
 * replaces it), posts the new entry and links it, with its audit record, in one transaction.
 * Uncoding removes the entry. Nothing dated on or before the lock date moves, nor a reconciled line.
 */
import { assertOpen, codingEntryLines, GST_BEARING, message, formatDate } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command, type Command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { gstAccountOf, linkEntry, lockTransaction, type CodableTransaction, type LockedTransaction } from './coding.repo.js';
import { domainCheck, LedgerErrors } from './ledger.errors.js';
import { businessInScope, transactionBusinessInScope } from './ledger.scope.js';
import type { EntryRow } from './posting.repo.js';
import { openLedger, postEntriesOf, removeEntries, removeEntry, type EntryInput, type PostedEntry } from './posting.service.js';
import { loadTransactions } from './transactions.service.js';
import type { BulkCodingItem, CodingSplitInput, TransactionDto } from './transactions.schema.js';

/** Locks the ledger, then the row, and refuses a row in the locked period or a reconciled one before anything else. */
async function openTransaction(tx: Db, businessId: string, transactionId: string, prefix: string): Promise<LockedTransaction> {
  const ledger = await openLedger(tx, businessId);
  const row = await lockTransaction(tx, transactionId);
  if (!row || row.businessId !== businessId) throw Errors.notFound('Transaction');
  domainCheck(() => assertOpen(row.date, ledger.lockDate), prefix);
  if (row.reconciledTo)
    throw LedgerErrors.reconciled(
      message('ledger.lineReconciled', { prefix, date: formatDate(row.date), reconciledTo: formatDate(row.reconciledTo) }),
    );
  return row;
}

export interface CodingPost {
  row: CodableTransaction;
  splits: readonly CodingSplitInput[];
}

/**
 * Posts each row's coding as a visible step of the caller's command, replacing the entry it had:
 * GST on GST-bearing splits to the chart's GST account. Set-based whatever the count (a rule run
 * posts thousands): the entries replaced go in one removal, the new ones in one posting per
 * business. Answers the posted entries in input order. The caller links them and audits (one
 * record per line for hand coding, one per run for auto-coding). `prefix` names the item in errors.
 */
export async function postCodings(
  db: Db,
  codings: readonly CodingPost[],
  createdBy: string | null,
  prefix: (index: number) => string = () => '',
): Promise<{ posted: PostedEntry[]; previous: EntryRow[] }> {
  const gstAccounts = new Map<string, string | undefined>();
  for (const [index, { row, splits }] of codings.entries()) {
    if (gstAccounts.has(row.businessId) || !splits.some((s) => GST_BEARING.has(s.taxCode))) continue;
    const gstAccountId = await gstAccountOf(db, row.businessId);
    if (!gstAccountId) throw LedgerErrors.missingAccount(message('ledger.noGstAccount', { prefix: prefix(index) }));
    gstAccounts.set(row.businessId, gstAccountId);
  }
  const entryAt = (index: number): EntryInput => {
    const coding = codings[index];
    if (!coding) throw new Error(`no coding ${index}`);
    const { row, splits } = coding;
    return {
      date: row.date,
      source: 'bank',
      narration: row.payee ? `${row.payee}: ${row.description}` : row.description,
      lines: domainCheck(
        () =>
          codingEntryLines({
            amount: row.amount,
            bankLedgerAccountId: row.bankLedgerAccountId,
            gstAccountId: gstAccounts.get(row.businessId) ?? '',
            splits,
          }),
        prefix(index),
      ),
      createdBy,
      bankTransactionId: row.id,
    };
  };
  const previous = await removeEntries(
    db,
    codings.flatMap(({ row }) => (row.journalEntryId ? [row.journalEntryId] : [])),
  );
  // Each entry is made when its chunk is written (postEntriesOf), not all before the first.
  const posted: PostedEntry[] = [];
  for (const businessId of [...new Set(codings.map((c) => c.row.businessId))].sort()) {
    const own = codings.flatMap((c, index) => (c.row.businessId === businessId ? [index] : []));
    const done = await postEntriesOf(db, businessId, own.length, (i) => entryAt(own[i] ?? -1));
    own.forEach((index, i) => {
      const entry = done[i];
      if (entry) posted[index] = entry;
    });
  }
  return { posted, previous };
}

/** One row's coding: postCodings of one. */
export async function postCoding(
  db: Db,
  row: CodableTransaction,
  splits: readonly CodingSplitInput[],
  createdBy: string | null,
  prefix = '',
): Promise<{ posted: PostedEntry; previous: EntryRow | undefined }> {
  const { posted, previous } = await postCodings(db, [{ row, splits }], createdBy, () => prefix);
  if (!posted[0]) throw new Error('coding not posted');
  return { posted: posted[0], previous: previous[0] };
}

async function codeOne(
  cmd: Command,
  actor: AuthUser,
  row: CodableTransaction,
  splits: readonly CodingSplitInput[],
  prefix: string,
): Promise<void> {
  const { posted, previous } = await postCoding(cmd.db, row, splits, actor.id, prefix);
  await linkEntry(cmd.db, row.id, posted.id);
  await cmd.audit({
    action: previous ? 'transaction.recoded' : 'transaction.coded',
    entity: 'bank_transaction',
    entityId: row.id,
    before: previous ? { journalEntryId: previous.id, number: previous.number } : null,
    after: { journalEntryId: posted.id, number: posted.number, splits },
  });
}

async function mustLoad(db: Db, id: string): Promise<TransactionDto> {
  const [row] = await loadTransactions(db, [id]);
  if (!row) throw Errors.notFound('Transaction');
  return row;
}

export async function codeTransaction(
  ctx: AppContext,
  actor: AuthUser,
  transactionId: string,
  splits: readonly CodingSplitInput[],
): Promise<TransactionDto> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    const businessId = await transactionBusinessInScope(db, actor, transactionId);
    const row = await openTransaction(db, businessId, transactionId, '');
    await codeOne(cmd, actor, row, splits, '');
    return mustLoad(db, transactionId);
  });
}

/** Keyboard coding of many rows: all of them land or none does; a refusal names the item. */
export async function codeTransactions(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  items: readonly BulkCodingItem[],
): Promise<TransactionDto[]> {
  const ids = items.map((i) => i.transactionId);
  if (new Set(ids).size !== ids.length) throw Errors.badRequest(message('ledger.bulkOnce'));
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    await businessInScope(db, actor, businessId);
    for (const [index, item] of items.entries()) {
      const prefix = `#${index + 1}: `;
      const row = await openTransaction(db, businessId, item.transactionId, prefix);
      await codeOne(cmd, actor, row, item.lines, prefix);
    }
    return loadTransactions(db, ids);
  });
}

export async function uncodeTransaction(ctx: AppContext, actor: AuthUser, transactionId: string): Promise<TransactionDto> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    const businessId = await transactionBusinessInScope(db, actor, transactionId);
    const row = await openTransaction(db, businessId, transactionId, '');
    if (row.journalEntryId) {
      const removed = await removeEntry(db, row.journalEntryId);
      await cmd.audit({
        action: 'transaction.uncoded',
        entity: 'bank_transaction',
        entityId: row.id,
        before: { journalEntryId: removed.id, number: removed.number },
        after: null,
      });
    }
    return mustLoad(db, transactionId);
  });
}
