/** Every table, gathered for drizzle and drizzle-kit. Each module owns its own tables file. */
export * from '../../modules/users/users.tables.js';
export * from '../../modules/auth/auth.tables.js';
export * from './audit.tables.js';
export * from '../../modules/notifications/notifications.tables.js';
export * from '../../modules/regions/regions.tables.js';
export * from '../../modules/services/services.tables.js';
export * from '../../modules/brands/brands.tables.js';
export * from '../../modules/tags/tags.tables.js';
export * from '../../modules/clients/clients.tables.js';
export * from '../../modules/businesses/businesses.tables.js';
export * from '../../modules/charts/charts.tables.js';
export * from '../../modules/banking/banking.tables.js';
export * from '../../modules/ledger/ledger.tables.js';
export * from '../../modules/reports/reports.tables.js';
export * from '../../modules/files/files.tables.js';
export * from '../../modules/chat/chat.tables.js';
export * from '../../modules/coding/coding.tables.js';
