/** Financial reports: each as load → compute (domain) → the contract's data; notes and the lock-and-approve flow. */
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { registerDrivenReportRoutes } from './driven/driven.routes.js';
import { registerReportExportRoutes } from './export/export.routes.js';
import { registerReportLockRoutes } from './report-locks.routes.js';
import { registerReportNoteRoutes } from './report-notes.js';
import { registerReportRoutes } from './reports.routes.js';

export { computeReport } from './compute.js';
export { decideReportLock, requestReportLock } from './report-locks.service.js';
export {
  reportBusinessInScope,
  reportRange,
  resolveReport,
  todayInAustralia,
  type ReportBusiness,
  type ReportOptions,
} from './report-scope.js';
export { reportParamsSchema } from './reports.routes.js';
export { loadAccountSums, chartAccountsOf } from './trial-balance.load.js';
export { renderCsv } from './export/csv.js';
export { renderXlsx } from './export/xlsx.js';
export { EXPORT_CONTENT_TYPES, exportReport, namePart, type ReportFile } from './export/export.service.js';
export { sendReportFile } from './export/export.http.js';
export type { ReportDocument } from './export/document.js';

export function registerReportsModule(app: App, ctx: AppContext): void {
  registerReportRoutes(app, ctx);
  registerReportLockRoutes(app, ctx);
  registerReportNoteRoutes(app, ctx);
  registerReportExportRoutes(app, ctx);
  registerDrivenReportRoutes(app, ctx);
}
