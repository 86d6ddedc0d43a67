/**
 * Files: folder trees per client and business, files with detected types and checksums, the trash
 * (30 days, then purged), and upload requests whose links let clients send files without an
 * account. The public surface for other modules: the default business tree (createBusiness), the
 * latest files (dashboard), the purge, and what a report saved to files is stored with (reports).
 */
import path from 'node:path';
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { registerFileRoutes } from './files.routes.js';
import type { FilesSettings } from './files.service.js';
import { registerFolderRoutes } from './folders.routes.js';
import { scheduleTrashPurge } from './trash.purge.js';
import { registerUploadRequestRoutes } from './upload-requests.routes.js';

export { files, folders, uploadRequests } from './files.tables.js';
export { createBusinessFolders, DEFAULT_BUSINESS_FOLDERS, ensureRoot } from './folders.defaults.js';
export { latestFiles, type LatestFileDto } from './latest-files.js';
export { deleteClientFolders, removeStoredObjects } from './owner-cleanup.js';
export { purgeTrash, TRASH_PURGE } from './trash.purge.js';
export type { FilesSettings } from './files.service.js';
export { addUploadRequest } from './upload-requests.service.js';
export { createUploadRequestBodySchema, type CreateUploadRequestInput } from './upload-requests.schema.js';
export { detectContentType } from './content-type.js';
export { contentDisposition } from './file-names.js';
export { auditableFile, presentFile } from './files.presenter.js';
export { auditableFolder } from './folders.presenter.js';
export { fileAnswerSchema, type FileDto } from './files.schema.js';
export { insertIntoFolder } from './files.store.js';
export { findFolder, insertFolders, listTree, type FolderRow } from './folders.repo.js';

const DEFAULT_MAX_FILES = 20;

export function registerFilesModule(app: App, ctx: AppContext, options: Partial<FilesSettings> = {}): void {
  const settings: FilesSettings = {
    // Read at each upload: a Super Admin changes the limit in system settings without a restart.
    get maxFileBytes() {
      return options.maxFileBytes ?? ctx.live.maxUploadBytes;
    },
    maxFiles: options.maxFiles ?? DEFAULT_MAX_FILES,
    tempDir: options.tempDir ?? path.join(ctx.config.dataDir, 'tmp', 'uploads'),
  };
  registerFolderRoutes(app, ctx);
  registerFileRoutes(app, ctx, settings);
  registerUploadRequestRoutes(app, ctx, settings);
  scheduleTrashPurge(app, ctx);
}
