/** Auto-coding: the practice's, brands' and businesses' rules, and running them over bank lines. */
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { registerRuleRoutes } from './rules.routes.js';
import { registerRunRoutes } from './runs.routes.js';

export { codingRules, codingRuleVersions, codingRunLines, codingRuns } from './coding.tables.js';
export { codeImportedLines } from './runs.import.js';

export function registerCodingModule(app: App, ctx: AppContext): void {
  registerRuleRoutes(app, ctx);
  registerRunRoutes(app, ctx);
}
