/**
 * Charts of accounts: system and brand templates, each business's own chart, and the lookups
 * the ledger and banking need (accounts by role, by code, the opening-balance account).
 */
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { registerBrandChartRoutes } from './brand-chart.routes.js';
import { registerBusinessAccountRoutes } from './business-accounts.routes.js';
import { registerChartRoutes } from './charts.routes.js';

export { accounts, charts } from './charts.tables.js';
export type { AccountRow } from './accounts.repo.js';
export type { ChartRow } from './charts.repo.js';
export type { AccountDto, ChartDto } from './charts.schema.js';
export { requireBusiness, type ScopedBusiness } from './business-access.js';
export {
  businessTarget,
  createBusinessChart,
  findAccountByRole,
  findBusinessAccount,
  findBusinessAccountByCode,
  findOpeningBalanceAccount,
  getBusinessChartId,
  listBusinessAccountRows,
  OPENING_BALANCE_CODE,
} from './business-chart.service.js';
export { ensureSystemTemplate } from './system-template.service.js';
export { backfillBusinessCharts } from './chart-backfill.js';
export { asTaxCode, presentAccount } from './charts.presenter.js';
export { createChartAccount, type ChartTarget } from './accounts.service.js';

export function registerChartModule(app: App, ctx: AppContext): void {
  registerChartRoutes(app, ctx);
  registerBrandChartRoutes(app, ctx);
  registerBusinessAccountRoutes(app, ctx);
}
