/** Every feature module, registered in one place. */
import type { App } from '../app.js';
import type { AppContext } from '../platform/context.js';
import { registerHealthRoutes } from './health/health.routes.js';
import { registerRoleRoutes } from './roles/roles.routes.js';

export async function registerModules(app: App, ctx: AppContext): Promise<void> {
  registerHealthRoutes(app, ctx);
  registerRoleRoutes(app);
  await Promise.resolve();
}
