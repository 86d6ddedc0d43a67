/** Roles: the domain's fixed role list, read-only over the API. */
export { registerRoleRoutes } from './roles.routes.js';
