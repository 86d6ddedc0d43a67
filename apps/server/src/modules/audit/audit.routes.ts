/** GET /api/v1/audit-logs: who changed what and when (Super Admin only). */
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { auditListAnswerSchema, auditQuerySchema } from './audit.schema.js';
import { findAuditEntries } from './audit.service.js';

export function registerAuditRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/audit-logs',
    {
      config: { access: 'audit:read' },
      schema: {
        summary: 'List audit log entries',
        tags: ['audit'],
        querystring: auditQuerySchema,
        response: { 200: auditListAnswerSchema },
      },
    },
    async (request) => findAuditEntries(ctx.db, request.query),
  );
}
