/** Auto-coding: the practice's, brands' and businesses' rules, and running them over bank lines. */
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { registerRuleRoutes } from './rules.routes.js';

export { codingRules, codingRuleVersions, codingRunLines, codingRuns } from './coding.tables.js';

export function registerCodingModule(app: App, ctx: AppContext): void {
  registerRuleRoutes(app, ctx);
}
