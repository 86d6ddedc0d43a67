export { users, type UserRow } from './users.tables.js';
export { asAuthUser, peopleWhoSee, scopeColumns, type ScopeRow } from './people-in-scope.js';
export { findUserByEmail, findUserById, normaliseEmail } from './users.repo.js';
export { actingUser } from './acting-user.js';
export { registerUserRoutes } from './users.routes.js';
export { getMe } from './me.service.js';
export { presentMe, type Me } from './me.presenter.js';
export { meAnswerSchema } from './me.schema.js';
