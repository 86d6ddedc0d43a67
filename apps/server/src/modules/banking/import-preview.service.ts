/**
 * Upload → preview: the statement is parsed by the domain, its rows are checked against what
 * the account already holds (only the statement's date range, and its bank ids, are loaded),
 * and the result is kept as a 'previewed' batch for the commit. A file the parser refuses is
 * answered 422 with the parser's line-numbered message and leaves nothing behind: no batch,
 * no transactions (a failed upload is not listed; the user fixes the file and uploads again).
 * So is a file with nothing to import (every row unreadable, or only summary rows): an empty
 * preview would pass for an empty month.
 */
import { randomUUID } from 'node:crypto';
import {
  assertSomethingToImport,
  csvMappingSchema,
  markDuplicates,
  NothingToImportError,
  StatementParseError,
  message,
  renderMessage,
  type AccountLanguage,
} from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { AppError, Errors } from '../../platform/errors.js';
import { ArchiveRefusedError } from '../../platform/zip-guard.js';
import { requireBusiness } from '../charts/index.js';
import { findBankAccount } from './bank-accounts.repo.js';
import { findMapping } from './csv-mappings.repo.js';
import { checkBalance, explainDropped, presentDropped } from './import-explain.js';
import { reportProgress } from './imports.events.js';
import * as repo from './imports.repo.js';
import { PREVIEW_ROWS, type PreviewDto, type UploadFields } from './imports.schema.js';
import { parseStatementFile } from './statement-parsing.js';
import { pickAccount } from './statement-reader.js';
import { dateRangeOf, rowAt, storedRowsJson, storeRows, totalsOf } from './stored-rows.js';

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
}

/** A file the parsers refused, as the answer the user reads, in their language. */
function refusalOf(err: unknown, language: AccountLanguage): AppError | undefined {
  if (err instanceof NothingToImportError)
    return Errors.nothingToImport(message('banking.nothingToImport', { detail: err.said }), {
      rowsRead: err.rowsRead,
      failures: err.failures.map((row) => presentDropped(row, language)),
    });
  if (err instanceof StatementParseError)
    return Errors.unprocessable(message('banking.unreadable', { detail: err.said }), { line: err.line });
  if (err instanceof ArchiveRefusedError) return Errors.tooLarge(message('banking.archiveRefused', { detail: err.message }));
  return err instanceof AppError ? err : undefined;
}

export async function previewImport(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  bankAccountId: string,
  file: UploadedFile,
  fields: UploadFields,
  language: AccountLanguage,
): Promise<PreviewDto> {
  await requireBusiness(ctx.db, actor, businessId, { write: true });
  const bank = await findBankAccount(ctx.db, businessId, bankAccountId);
  if (!bank) throw Errors.notFound('Bank account');
  if (bank.status === 'closed') throw Errors.conflict(message('banking.accountClosed'));
  const saved = fields.mappingId ? await findMapping(ctx.db, businessId, fields.mappingId) : undefined;
  if (fields.mappingId && !saved) throw Errors.badRequest(message('banking.unknownMapping'));

  const id = randomUUID();
  const progress = (stage: 'parsing' | 'checking' | 'done' | 'failed', processed: number, total: number, message?: string) =>
    reportProgress(ctx, actor.id, { importId: id, step: 'preview', stage, processed, total, ...(message ? { message } : {}) });
  try {
    progress('parsing', 0, file.bytes.length);
    const mapping = fields.mapping ?? (saved ? csvMappingSchema.parse(saved.mapping) : undefined);
    const { statement, mapping: used } = await parseStatementFile({ ...file, mapping, bank: fields.bank, dateOrder: fields.dateOrder });
    const account = pickAccount(statement, fields.accountId);
    assertSomethingToImport(account);
    const transactions = account.transactions;
    progress('checking', 0, transactions.length);

    const externalIds = transactions.flatMap((t) => (t.externalId ? [t.externalId] : []));
    const range = dateRangeOf(transactions.map((t) => t.date));
    const existing = transactions.length > 0 ? await repo.existingForDedupe(ctx.db, bank.id, range, externalIds) : [];
    // With nothing in the range and no bank ids (a new month's CSV), no line can be a duplicate.
    const marks = existing.length > 0 || externalIds.length > 0 ? markDuplicates(transactions, existing) : undefined;
    const rows = await storeRows(transactions, marks);
    const rowsJson = await storedRowsJson(rows);
    const isNew = (i: number) => rows.duplicate[i] === 0;
    const rowCount = rows.date.length;
    const duplicates = rowCount - totalsOf(rows, isNew).count;

    await command(ctx, actor, async (cmd) => {
      await repo.insertBatch(cmd.db, {
        id,
        businessId,
        bankAccountId: bank.id,
        fileName: file.fileName,
        format: statement.format,
        status: 'previewed',
        rowCount,
        duplicateCount: duplicates,
        // Kept for reconciliation: the statement's own balance at its last date, when it gives both.
        closingBalance: account.closingBalance?.date ? account.closingBalance.amount : null,
        closingDate: account.closingBalance?.date ?? null,
        rowsJson,
        createdBy: actor.id,
      });
      await cmd.audit({
        action: 'import.previewed',
        entity: 'import_batch',
        entityId: id,
        after: { bankAccountId: bank.id, fileName: file.fileName, format: statement.format, rowCount, duplicates },
      });
    });
    progress('done', rowCount, rowCount);

    const totals = totalsOf(rows);
    const newTotals = totalsOf(rows, isNew);
    return {
      id,
      status: 'previewed',
      fileName: file.fileName,
      format: statement.format,
      bankAccountId: bank.id,
      account: {
        accountId: account.accountId ?? null,
        currency: account.currency ?? null,
        openingBalance: account.openingBalance?.amount ?? null,
        closingBalance: account.closingBalance?.amount ?? null,
      },
      mapping: used,
      rows: Array.from({ length: Math.min(rowCount, PREVIEW_ROWS) }, (_, i) => rowAt(rows, i)),
      rowCount,
      duplicates,
      rowsRead: rowCount + (account.dropped?.length ?? 0),
      ...explainDropped(account, language),
      warnings: account.warnings.map((warning) => renderMessage(language, warning)),
      balance: await checkBalance(ctx.db, bank, account, { all: totals.net, new: newTotals.net }),
      totals,
      newTotals,
    };
  } catch (err) {
    const refusal = refusalOf(err, language);
    progress('failed', 0, 0, refusal ? refusal.say(language) : renderMessage(language, message('statements.importFailed')));
    throw refusal ?? err;
  }
}
