/**
 * System settings: what a Super Admin changes without a restart (mail server, ABR GUID, upload
 * limit, session length, signing key). The live values reach other modules through `ctx.live`,
 * the token service and the mailer.
 */
import type { AppContext } from '../../platform/context.js';
import type { App } from '../../platform/http.js';
import { followSettings } from './settings.live.js';
import { registerSettingsRoutes } from './settings.routes.js';

export { systemSettings } from './settings.tables.js';

export async function registerSettingsModule(app: App, ctx: AppContext): Promise<void> {
  await followSettings(ctx);
  registerSettingsRoutes(app, ctx);
}
