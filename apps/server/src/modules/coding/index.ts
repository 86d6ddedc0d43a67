/**
 * Auto-coding: rules and their runs, and the suggestions learned from coded history.
 */
import type { AppContext } from '../../platform/context.js';
import type { App } from '../../platform/http.js';
import { registerRecodeRoutes } from './recode.routes.js';
import { registerSuggestionRoutes } from './suggestions.routes.js';

export function registerCodingModule(app: App, ctx: AppContext): void {
  registerSuggestionRoutes(app, ctx);
  registerRecodeRoutes(app, ctx);
}
