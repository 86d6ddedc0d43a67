/** Health: the load balancer's liveness and database check. */
export { registerHealthRoutes } from './health.routes.js';
