/** Businesses: records, case-manager assignments and the data scope other modules filter by. */
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { registerBusinessRoutes } from './businesses.routes.js';
import { registerCaseManagerRoutes } from './case-managers.routes.js';

export { businesses, businessCaseManagers } from './businesses.tables.js';
export { businessScope, inBusinessScope } from './businesses.scope.js';
export { createBusiness } from './businesses.service.js';
export type { CreateBusinessInput } from './businesses.schema.js';

export function registerBusinessModule(app: App, ctx: AppContext): void {
  registerBusinessRoutes(app, ctx);
  registerCaseManagerRoutes(app, ctx);
}
