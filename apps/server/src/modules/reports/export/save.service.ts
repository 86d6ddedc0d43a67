/**
 * "Save to files": a report's export stored in the business's Reports folder (one of the default
 * folders of its tree), named like the download, with a numbered suffix when the name is taken.
 * A tree that lost its Reports folder gets it back under the root. The bytes go to storage first
 * and are removed again if the rows cannot be written, as for uploads.
 */
import { createHash } from 'node:crypto';
import type { AccountLanguage, ReportType } from '@ledgerdesk/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../platform/auth/guard.js';
import type { AppContext } from '../../../platform/context.js';
import { command, type Command } from '../../../platform/db/command.js';
import { Errors } from '../../../platform/errors.js';
import { folderScope } from '../../files/files.scope.js';
import {
  auditableFile,
  auditableFolder,
  detectContentType,
  ensureRoot,
  findFolder,
  folders,
  insertFolders,
  insertIntoFolder,
  presentFile,
  type FileDto,
  type FolderRow,
} from '../../files/index.js';
import type { ReportOptions } from '../report-scope.js';
import { exportReport, type ExportFormat } from './export.service.js';

export const REPORTS_FOLDER_NAME = 'Reports';

async function recreateReportsFolder(cmd: Command, actor: AuthUser, businessId: string, rootId: string): Promise<string> {
  const [row] = await insertFolders(cmd.db, [
    { ownerType: 'business', ownerId: businessId, parentId: rootId, name: REPORTS_FOLDER_NAME, createdBy: actor.id },
  ]);
  if (!row) throw new Error('reports folder not inserted');
  await cmd.audit({ action: 'folder.created', entity: 'folder', entityId: row.id, after: auditableFolder(row) });
  return row.id;
}

async function reportsFolder(cmd: Command, actor: AuthUser, businessId: string): Promise<FolderRow> {
  const root = await ensureRoot(cmd, { type: 'business', id: businessId }, actor.id);
  const [existing] = await cmd.db
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.parentId, root.id), isNull(folders.deletedAt), sql`lower(${folders.name}) = lower(${REPORTS_FOLDER_NAME})`))
    .limit(1);
  const id = existing?.id ?? (await recreateReportsFolder(cmd, actor, businessId, root.id));
  // Locked, so two reports saved at once do not both take the same free name.
  const folder = await findFolder(cmd.db, id, { scope: folderScope(actor), forUpdate: true });
  if (!folder) throw Errors.notFound('Folder');
  return folder;
}

export async function saveReportToFiles(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  type: ReportType,
  query: ReportOptions,
  format: ExportFormat,
  language: AccountLanguage,
): Promise<FileDto> {
  const file = await exportReport(ctx, actor, businessId, type, query, format, language);
  const storageKey = await ctx.storage.put(file.bytes);
  const stored = {
    name: file.fileName,
    size: file.bytes.length,
    mimeType: detectContentType(file.bytes, file.fileName, true),
    checksum: createHash('sha256').update(file.bytes).digest('hex'),
    // Nothing was staged on disk: the bytes were rendered in memory and are already stored.
    tempPath: '',
    storageKey,
  };
  try {
    return await command(ctx, actor, async (cmd) => {
      const folder = await reportsFolder(cmd, actor, businessId);
      const [row] = await insertIntoFolder(cmd.db, folder.id, [stored], {
        uploadedBy: actor.id,
        uploaderName: null,
        uploadRequestId: null,
      });
      if (!row) throw new Error('report file not inserted');
      await cmd.audit({
        action: 'file.uploaded',
        entity: 'file',
        entityId: row.id,
        after: { ...auditableFile(row), report: type },
      });
      return presentFile({ ...row, uploaderFirstName: actor.firstName, uploaderLastName: actor.lastName });
    });
  } catch (err) {
    await ctx.storage
      .remove(storageKey)
      .catch((removeErr: unknown) => ctx.log.error({ err: removeErr, key: storageKey }, 'could not remove stored bytes'));
    throw err;
  }
}
