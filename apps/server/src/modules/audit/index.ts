export { auditLogs } from '../../platform/db/audit.tables.js';
export { registerAuditRoutes } from './audit.routes.js';
