/** Contractors and TPAR (`/subcontractor-keyword-abn`): contractors per business, their payments found by keywords, the annual report. */
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { registerContractorRoutes } from './contractors.routes.js';
import { registerTparRoutes } from './tpar.routes.js';

export { contractors, contractorPayments } from './contractors.tables.js';

export function registerContractorsModule(app: App, ctx: AppContext): void {
  registerContractorRoutes(app, ctx);
  registerTparRoutes(app, ctx);
}
