/** The audit log's query and answer, declared in the domain; they also feed OpenAPI. */
export { auditEntrySchema, auditListAnswerSchema, auditQuerySchema, type AuditQuery } from '@ledgerdesk/domain';
