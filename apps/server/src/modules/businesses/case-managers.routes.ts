/** Case managers of a business: everyone who sees it sees who is on it; assigning needs 'businesses:assign'. */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { idParamsSchema } from './businesses.schema.js';
import { assignCaseManagersBodySchema, caseManagersAnswerSchema, caseManagerMemberParamsSchema } from './case-managers.schema.js';
import { assignCaseManagers, getCaseManagers, removeCaseManager } from './case-managers.service.js';

const tags = ['businesses'];

export function registerCaseManagerRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/businesses/:id/case-managers',
    {
      config: { access: 'businesses:read' },
      schema: {
        summary: "List a business's case managers",
        tags,
        description: 'Assigned case managers, and the active ones the caller may add (empty for roles that may not assign).',
        params: idParamsSchema,
        response: { 200: caseManagersAnswerSchema },
      },
    },
    async (request) => ({ data: await getCaseManagers(ctx, currentUser(request), request.params.id) }),
  );

  app.post(
    '/api/v1/businesses/:id/case-managers',
    {
      config: { access: 'businesses:assign' },
      schema: {
        summary: 'Assign a case manager to a business',
        tags,
        params: idParamsSchema,
        body: assignCaseManagersBodySchema,
        response: { 200: caseManagersAnswerSchema },
      },
    },
    async (request) => ({ data: await assignCaseManagers(ctx, currentUser(request), request.params.id, request.body.userIds) }),
  );

  app.delete(
    '/api/v1/businesses/:id/case-managers/:userId',
    {
      config: { access: 'businesses:assign' },
      schema: {
        summary: 'Remove a case manager from a business',
        tags,
        params: caseManagerMemberParamsSchema,
        response: { 200: caseManagersAnswerSchema },
      },
    },
    async (request) => ({ data: await removeCaseManager(ctx, currentUser(request), request.params.id, request.params.userId) }),
  );
}
