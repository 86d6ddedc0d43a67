/** Financial reports, each as load → compute → table. This step holds the trial balance. */
import type { App } from '../../app.js';
import type { AppContext } from '../../platform/context.js';
import { registerReportRoutes } from './reports.routes.js';

export { computeTrialBalance, reportRange, todayInAustralia } from './trial-balance.service.js';
export { loadAccountSums, chartAccountsOf } from './trial-balance.load.js';
export type { TrialBalanceTable } from './trial-balance.table.js';

export function registerReportsModule(app: App, ctx: AppContext): void {
  registerReportRoutes(app, ctx);
}
