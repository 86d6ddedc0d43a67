/**
 * Auto-coding: the practice's, brands' and businesses' rules, running them over bank lines, and
 * the suggestions learned from coded history, and drafting a rule from a coded line. Applying
 * rules to existing lines and recoding run as background jobs (jobs.queue.ts).
 */
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { registerRuleRoutes } from './rules.routes.js';
import { registerRunRoutes } from './runs.routes.js';
import { registerRecodeRoutes } from './recode.routes.js';
import { registerSuggestionRoutes } from './suggestions.routes.js';
import { registerAcceptRoutes } from './accept.routes.js';
import { registerRuleDraftRoutes } from './rule-draft.routes.js';
import { registerCodingJobRoutes } from './jobs.routes.js';
import { defineCodingJobs } from './jobs.queue.js';

export { codingRules, codingRuleVersions, codingRunLines, codingRuns } from './coding.tables.js';
export { codeImportedLines } from './runs.import.js';
export { changeRuleStatus, createRule } from './rules.service.js';
export { applyRule } from './runs.service.js';
export { applyActiveRules } from './runs.active.js';
export { ruleWhere } from './rule-sql.js';

export function registerCodingModule(app: App, ctx: AppContext): void {
  defineCodingJobs(ctx);
  registerCodingJobRoutes(app, ctx);
  registerRuleRoutes(app, ctx);
  registerRunRoutes(app, ctx);
  registerSuggestionRoutes(app, ctx);
  registerAcceptRoutes(app, ctx);
  registerRecodeRoutes(app, ctx);
  registerRuleDraftRoutes(app, ctx);
}
