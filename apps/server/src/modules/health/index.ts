/** Health and observability: liveness, readiness, and the Prometheus metrics. */
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { registerHealthRoutes } from './health.routes.js';
import { registerMetricsRoute } from './metrics.routes.js';
import { registerReadyRoute } from './ready.routes.js';

export function registerHealthModule(app: App, ctx: AppContext): void {
  registerHealthRoutes(app, ctx);
  registerReadyRoute(app, ctx);
  registerMetricsRoute(app, ctx);
}
