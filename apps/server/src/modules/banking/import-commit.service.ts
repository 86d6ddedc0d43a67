/**
 * Commit: the previewed non-duplicates go into the account in one set-based statement, all or
 * nothing. The bank account row is locked, so two commits into one account run one after the
 * other, and the duplicate check runs again inside the transaction: a row that reached the
 * account after the preview (another import committed meanwhile) is skipped, while nothing the
 * preview marked as a duplicate is ever written.
 */
import { markDuplicates, message, renderMessage, type AccountLanguage } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command } from '../../platform/db/command.js';
import { AppError, Errors } from '../../platform/errors.js';
import { businessScope } from '../businesses/businesses.scope.js';
import { codeImportedLines } from '../coding/index.js';
import { proposeTransfers } from '../transfers/index.js';
import { reportProgress } from './imports.events.js';
import { presentImport } from './imports.presenter.js';
import * as repo from './imports.repo.js';
import type { ImportDto } from './imports.schema.js';
import { dedupeFieldsAt } from './stored-rows.js';

/**
 * Positions of rows the preview let through that are duplicates now: the account gained
 * transactions in the statement's range (or with its bank ids) since. Usually it has none, and
 * the rows never leave the database.
 */
async function arrivedSincePreview(db: Db, id: string, bankAccountId: string): Promise<number[]> {
  const existing = await repo.existingForBatch(db, id, bankAccountId);
  if (existing.length === 0) return [];
  const rows = await repo.storedRows(db, id);
  const marks = markDuplicates(
    Array.from({ length: rows.date.length }, (_, i) => dedupeFieldsAt(rows, i)),
    existing,
  );
  return marks.flatMap((mark, i) => (mark.duplicate && rows.duplicate[i] === 0 ? [i] : []));
}

export async function commitImport(ctx: AppContext, actor: AuthUser, id: string, language: AccountLanguage): Promise<ImportDto> {
  const progress = (stage: 'committing' | 'done' | 'failed', processed: number, total: number, message?: string) =>
    reportProgress(ctx, actor.id, { importId: id, step: 'commit', stage, processed, total, ...(message ? { message } : {}) });
  const batch = await repo.findBatch(ctx.db, id, businessScope(actor));
  if (!batch) throw Errors.notFound('Import');
  try {
    return await command(ctx, actor, async (cmd) => {
      const { db } = cmd;
      if (batch.businessStatus === 'archived') throw Errors.conflict(message('banking.restoreBusinessFirst'));
      await repo.lockBankAccount(db, batch.bankAccountId);
      if (!(await repo.lockPreviewed(db, id))) throw Errors.conflict(message('banking.importCommitted'));
      const rowCount = batch.rowCount;
      progress('committing', 0, rowCount);

      const importedCount = await repo.insertFromBatch(
        db,
        { businessId: batch.businessId, bankAccountId: batch.bankAccountId, batchId: id },
        await arrivedSincePreview(db, id, batch.bankAccountId),
      );
      // The new lines meet the business's active rules before anyone sees them uncoded.
      const codedCount = await codeImportedLines(cmd, actor, { businessId: batch.businessId, batchId: id });
      // What the rules left uncoded is matched against the business's other accounts.
      const transferPairs = await proposeTransfers(db, batch.businessId);
      const counts = { importedCount, duplicateCount: rowCount - importedCount };
      await repo.markCommitted(db, id, counts);
      await cmd.audit({
        action: 'import.committed',
        entity: 'import_batch',
        entityId: id,
        after: { bankAccountId: batch.bankAccountId, fileName: batch.fileName, rowCount, ...counts, codedCount, transferPairs },
      });
      cmd.afterCommit(() => progress('done', importedCount, rowCount));
      const after = await repo.findBatch(db, id, undefined);
      if (!after) throw Errors.notFound('Import');
      return presentImport(after);
    });
  } catch (err) {
    progress('failed', 0, 0, err instanceof AppError ? err.say(language) : renderMessage(language, message('statements.importFailed')));
    throw err;
  }
}

/** A preview nobody will commit: its kept rows go. A committed import stays as the record of what came in. */
export async function discardImport(ctx: AppContext, actor: AuthUser, id: string): Promise<void> {
  await command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    const batch = await repo.findBatch(db, id, businessScope(actor));
    if (!batch) throw Errors.notFound('Import');
    if (batch.status !== 'previewed' || !(await repo.lockPreviewed(db, id))) throw Errors.conflict(message('banking.discardUncommitted'));
    await repo.deleteBatch(db, id);
    await cmd.audit({
      action: 'import.discarded',
      entity: 'import_batch',
      entityId: id,
      before: { fileName: batch.fileName, rowCount: batch.rowCount },
    });
  });
}
