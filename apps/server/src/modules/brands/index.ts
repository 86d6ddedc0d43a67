/** Brands (white labels): management for a Super Admin, and the public look of a brand. */
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { registerBrandLogoRoutes } from './brand-logo.routes.js';
import { registerBrandRoutes } from './brands.routes.js';

export { brands, brandServices } from './brands.tables.js';
export { brandLockApprovers } from './lock-approvers.tables.js';
export { brandLogoUrl } from './brands.presenter.js';

export function registerBrandModule(app: App, ctx: AppContext): void {
  registerBrandRoutes(app, ctx);
  registerBrandLogoRoutes(app, ctx);
}
