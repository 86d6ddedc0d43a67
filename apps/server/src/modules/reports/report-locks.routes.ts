/** The lock-and-approve flow of a business's reports. */
import { dataAnswer, REPORT_TYPES, reportLockReasonSchema, reportLockRequestSchema, reportLockSchema } from '@ledgerdesk/domain';
import { z } from 'zod';
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { decideReportLock, listReportLocks, requestReportLock } from './report-locks.service.js';

const tags = ['reports'];
const businessParams = z.object({ id: z.uuid() });
const lockParams = z.object({ id: z.uuid() });
const answer = dataAnswer(reportLockSchema);

export function registerReportLockRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/businesses/:id/report-locks',
    {
      config: { access: 'reports:read' },
      schema: {
        tags,
        description:
          'Lock requests and their outcome, newest first, with the frozen snapshot of each approved report (for the compare view).',
        params: businessParams,
        querystring: z.object({ type: z.enum(REPORT_TYPES).optional() }),
        response: { 200: dataAnswer(z.array(reportLockSchema)) },
      },
    },
    async (request) => ({ data: await listReportLocks(ctx, currentUser(request), request.params.id, request.query.type) }),
  );

  app.post(
    '/api/v1/businesses/:id/report-locks',
    {
      config: { access: 'reports:lock' },
      schema: {
        tags,
        description:
          'Requests a lock of a report over a period: it waits for approval (409 while another request for the same report and period is waiting or approved).',
        params: businessParams,
        body: reportLockRequestSchema,
        response: { 201: answer },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await requestReportLock(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/v1/report-locks/:id/approve',
    {
      config: { access: 'reports:approve' },
      schema: {
        tags,
        description:
          "Approves a waiting request: the report is frozen as its snapshot and the business's lock date moves to the period end when that is later.",
        params: lockParams,
        response: { 200: answer },
      },
    },
    async (request) => ({ data: await decideReportLock(ctx, currentUser(request), request.params.id, { kind: 'approve' }) }),
  );

  app.post(
    '/api/v1/report-locks/:id/reject',
    {
      config: { access: 'reports:approve' },
      schema: {
        tags,
        description: 'Rejects a waiting request, with a reason for the requester.',
        params: lockParams,
        body: reportLockReasonSchema,
        response: { 200: answer },
      },
    },
    async (request) => ({
      data: await decideReportLock(ctx, currentUser(request), request.params.id, { kind: 'reject', reason: request.body.reason }),
    }),
  );

  app.post(
    '/api/v1/report-locks/:id/unlock',
    {
      config: { access: 'reports:unlock' },
      schema: {
        tags,
        description:
          'Unlocks an approved report (Super Admin): the lock date the approval replaced comes back, and the reason is kept in the audit log.',
        params: lockParams,
        body: reportLockReasonSchema,
        response: { 200: answer },
      },
    },
    async (request) => ({
      data: await decideReportLock(ctx, currentUser(request), request.params.id, { kind: 'unlock', reason: request.body.reason }),
    }),
  );
}
