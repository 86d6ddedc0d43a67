/**
 * Receipts and documents attached to bank lines. A link changes no entry, so a line in a locked
 * period or a reconciled one still takes a new receipt (evidence found late), and its attachments
 * stay viewable; removing one from a locked period is refused, since the closed books' evidence
 * would change under an approved report.
 */
import { assertOpen } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import * as repo from './attachments.repo.js';
import { domainCheck } from './ledger.errors.js';
import { transactionBusinessInScope } from './ledger.scope.js';
import { openLedger } from './posting.service.js';
import { presentAttachment } from './transactions.presenter.js';
import type { TransactionAttachmentDto } from './transactions.schema.js';

async function lineInScope(db: Db, actor: AuthUser, transactionId: string): Promise<repo.AttachingLine> {
  await transactionBusinessInScope(db, actor, transactionId);
  const line = await repo.findLine(db, transactionId);
  if (!line) throw Errors.notFound('Transaction');
  return line;
}

const listOf = async (db: Db, transactionId: string): Promise<TransactionAttachmentDto[]> =>
  (await repo.attachmentsOfLine(db, transactionId)).map(presentAttachment);

export async function listAttachments(ctx: AppContext, actor: AuthUser, transactionId: string) {
  await lineInScope(ctx.db, actor, transactionId);
  return listOf(ctx.db, transactionId);
}

export async function listAttachableFiles(ctx: AppContext, actor: AuthUser, transactionId: string, q: string | undefined) {
  const line = await lineInScope(ctx.db, actor, transactionId);
  const rows = await repo.attachableFiles(ctx.db, line.businessId, transactionId, q);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    folderName: r.folder_name,
    mimeType: r.mime_type,
    size: Number(r.size),
    createdAt: r.created_at,
  }));
}

export async function attachFile(ctx: AppContext, actor: AuthUser, transactionId: string, fileId: string) {
  return command(ctx, actor, async (cmd) => {
    const line = await lineInScope(cmd.db, actor, transactionId);
    const file = await repo.businessFile(cmd.db, line.businessId, fileId);
    if (!file) throw Errors.notFound('File');
    if (await repo.insertAttachment(cmd.db, transactionId, fileId, actor.id))
      await cmd.audit({
        action: 'transaction.file_attached',
        entity: 'bank_transaction',
        entityId: transactionId,
        after: { fileId, name: file.name },
      });
    return listOf(cmd.db, transactionId);
  });
}

export async function detachFile(ctx: AppContext, actor: AuthUser, transactionId: string, attachmentId: string) {
  return command(ctx, actor, async (cmd) => {
    const line = await lineInScope(cmd.db, actor, transactionId);
    const ledger = await openLedger(cmd.db, line.businessId);
    domainCheck(() => assertOpen(line.date, ledger.lockDate));
    const removed = await repo.deleteAttachment(cmd.db, transactionId, attachmentId);
    if (!removed) throw Errors.notFound('Attachment');
    await cmd.audit({
      action: 'transaction.file_detached',
      entity: 'bank_transaction',
      entityId: transactionId,
      before: { fileId: removed.file_id },
    });
    return listOf(cmd.db, transactionId);
  });
}
