/** Every table, gathered for drizzle and drizzle-kit. Each module owns its own tables file. */
export * from '../../modules/users/users.tables.js';
export * from '../../modules/auth/auth.tables.js';
export * from '../../modules/audit/audit.tables.js';
export * from '../../modules/notifications/notifications.tables.js';
