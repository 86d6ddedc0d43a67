/** The lock-and-approve flow of a business's reports. */
import {
  dataAnswer,
  pendingReportLocksPageSchema,
  pendingReportLocksQuerySchema,
  REPORT_TYPES,
  reportLockApproveSchema,
  reportLockReasonSchema,
  reportLockRequestSchema,
  reportLockSchema,
  reportLockWarningsQuerySchema,
  reportLockWarningsSchema,
} from '@ledgerdesk/domain';
import { z } from 'zod';
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { reportBusinessInScope } from './report-scope.js';
import { lockWarnings } from './report-locks.repo.js';
import { decideReportLock, listPendingLocks, listReportLocks, requestReportLock } from './report-locks.service.js';

const tags = ['reports'];
const businessParams = z.object({ id: z.uuid() });
const lockParams = z.object({ id: z.uuid() });
const answer = dataAnswer(reportLockSchema);

// Approving and the approvals list are for the approving roles and a brand's named approvers;
// the service tells them apart, as naming lives in the data.
export function registerReportLockRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/businesses/:id/report-locks',
    {
      config: { access: 'reports:read' },
      schema: {
        summary: "List a business's report locks",
        tags,
        description:
          'Lock requests and their outcome, newest first, with the frozen snapshot of each approved report (for the compare view) and whether the caller may approve or reject each (`mayDecide`: it waits, and their role approves or the business’s brand names them).',
        params: businessParams,
        querystring: z.object({ type: z.enum(REPORT_TYPES).optional() }),
        response: { 200: dataAnswer(z.array(reportLockSchema)) },
      },
    },
    async (request) => ({ data: await listReportLocks(ctx, currentUser(request), request.params.id, request.query.type) }),
  );

  app.get(
    '/api/v1/businesses/:id/report-locks/warnings',
    {
      config: { access: 'reports:lock' },
      schema: {
        summary: 'Check what a lock would freeze unfinished',
        tags,
        description:
          'What a lock of the period would freeze unfinished: whether the period has not ended, and how many bank lines dated in it are not coded. A request with warnings must be acknowledged.',
        params: businessParams,
        querystring: reportLockWarningsQuerySchema,
        response: { 200: dataAnswer(reportLockWarningsSchema) },
      },
    },
    async (request) => {
      const business = await reportBusinessInScope(ctx.db, currentUser(request), request.params.id);
      return { data: await lockWarnings(ctx.db, business.id, request.query) };
    },
  );

  app.get(
    '/api/v1/report-locks/pending',
    {
      config: { access: 'reports:lock' },
      schema: {
        summary: 'List lock requests waiting for approval',
        tags,
        description:
          "The approvals list: the requests waiting for approval in the caller's businesses that the caller may decide (by role, or named by the business's brand), newest first, with their warnings.",
        querystring: pendingReportLocksQuerySchema,
        response: { 200: pendingReportLocksPageSchema },
      },
    },
    async (request) => listPendingLocks(ctx, currentUser(request), request.query),
  );

  app.post(
    '/api/v1/businesses/:id/report-locks',
    {
      config: { access: 'reports:lock' },
      schema: {
        summary: 'Request a report lock',
        tags,
        description:
          'Requests a lock of a report over a period: it waits for approval (409 while another request for the same report and period is waiting or approved; 422 while the period has warnings and `acknowledged` is not true). Every approver of the business is notified.',
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
      config: { access: 'reports:lock' },
      schema: {
        summary: 'Approve a lock request',
        tags,
        description:
          "Approves a waiting request: the report is frozen as its snapshot and the business's lock date moves to the period end when that is later. A period that has not ended is approved by a Super Admin only (403), and warnings must be acknowledged (422).",
        params: lockParams,
        body: reportLockApproveSchema,
        response: { 200: answer },
      },
    },
    async (request) => ({
      data: await decideReportLock(ctx, currentUser(request), request.params.id, {
        kind: 'approve',
        acknowledged: request.body.acknowledged,
      }),
    }),
  );

  app.post(
    '/api/v1/report-locks/:id/reject',
    {
      config: { access: 'reports:lock' },
      schema: {
        summary: 'Reject a lock request',
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
        summary: 'Unlock an approved report',
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
