/** Clients: the scoped list, the client page, its actions, and the scope other modules filter by. */
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { registerClientActionRoutes } from './client-actions.routes.js';
import { registerClientRoutes } from './clients.routes.js';

export { clientTags } from './clients.tables.js';
export { clientScope, inClientScope } from './clients.scope.js';

export function registerClientModule(app: App, ctx: AppContext): void {
  registerClientRoutes(app, ctx);
  registerClientActionRoutes(app, ctx);
}
