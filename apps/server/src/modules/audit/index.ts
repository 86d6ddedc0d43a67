export { auditLogs } from '../../platform/db/audit.tables.js';
export { audit, type AuditEntry } from './audit.service.js';
export { registerAuditRoutes } from './audit.routes.js';
