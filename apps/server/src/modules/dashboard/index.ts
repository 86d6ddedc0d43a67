/** The dashboard: counts, latest lists and charts within the caller's scope. */
export { registerDashboardRoutes } from './dashboard.routes.js';
