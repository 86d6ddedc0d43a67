import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { registerAvatarRoutes } from './avatar.routes.js';
import { registerMeRoutes } from './me.routes.js';

export function registerUserRoutes(app: App, ctx: AppContext): void {
  registerMeRoutes(app, ctx);
  registerAvatarRoutes(app, ctx);
}
