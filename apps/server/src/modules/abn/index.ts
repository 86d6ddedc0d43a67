/** ABN lookup: the checksum and the Australian Business Register's answer, kept with its date. */
import type { AppContext } from '../../platform/context.js';
import type { App } from '../../platform/http.js';
import { registerAbnRoutes } from './abn.routes.js';

export { abnLookups } from './abn.tables.js';

export function registerAbnModule(app: App, ctx: AppContext): void {
  registerAbnRoutes(app, ctx);
}
