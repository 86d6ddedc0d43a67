export { users, type UserRow } from './users.tables.js';
export { findUserByEmail, findUserById, loadAuthUser, normaliseEmail } from './users.repo.js';
