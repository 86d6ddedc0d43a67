/**
 * Export jobs: ledger and report exports of any size written to storage in the background, with
 * progress to their starter and a download link that expires (ADR 0015, session 13).
 */
import type { AppContext } from '../../platform/context.js';
import type { App } from '../../platform/http.js';
import { defineExportJobs } from './exports.queue.js';
import { registerExportJobRoutes } from './exports.routes.js';

export { purgeExpiredExports, EXPORT_QUEUE, EXPORT_PURGE } from './exports.queue.js';

export function registerExportsModule(app: App, ctx: AppContext): void {
  defineExportJobs(ctx);
  registerExportJobRoutes(app, ctx);
}
