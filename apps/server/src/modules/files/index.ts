/**
 * Files: folder trees per client and business, files with detected types and checksums, the trash
 * (30 days, then purged), and upload requests whose links let clients send files without an
 * account. The public surface for other modules: the default business tree (createBusiness), the
 * latest files (dashboard), and the purge.
 */
import path from 'node:path';
import type { App } from '../../app.js';
import type { AppContext } from '../../platform/context.js';
import { registerFileRoutes } from './files.routes.js';
import type { FilesSettings } from './files.service.js';
import { registerFolderRoutes } from './folders.routes.js';
import { scheduleTrashPurge } from './trash.purge.js';
import { registerUploadRequestRoutes } from './upload-requests.routes.js';

export { files, folders, uploadRequests } from './files.tables.js';
export { createBusinessFolders, DEFAULT_BUSINESS_FOLDERS } from './folders.defaults.js';
export { latestFiles, type LatestFileDto } from './latest-files.js';
export { purgeTrash } from './trash.purge.js';
export type { FilesSettings } from './files.service.js';

/** The app's multipart limit (app.ts) unless a deployment's wiring says otherwise. */
const DEFAULT_MAX_FILE_BYTES = 25 * 1024 * 1024;
const DEFAULT_MAX_FILES = 20;

export function registerFilesModule(app: App, ctx: AppContext, options: Partial<FilesSettings> = {}): void {
  const settings: FilesSettings = {
    maxFileBytes: options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
    maxFiles: options.maxFiles ?? DEFAULT_MAX_FILES,
    tempDir: options.tempDir ?? path.join(ctx.config.dataDir, 'tmp', 'uploads'),
  };
  registerFolderRoutes(app, ctx);
  registerFileRoutes(app, ctx, settings);
  registerUploadRequestRoutes(app, ctx, settings);
  scheduleTrashPurge(app, ctx);
}
