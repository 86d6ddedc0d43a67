/** The team: staff list, invitations, member changes and the case-manager page (/api/v1/users). */
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { registerCaseManagerPageRoutes } from './case-manager-page.routes.js';
import { registerTeamRoutes } from './team.routes.js';

export { teamScope } from './team.scope.js';

export function registerTeamModule(app: App, ctx: AppContext): void {
  registerTeamRoutes(app, ctx);
  registerCaseManagerPageRoutes(app, ctx);
}
