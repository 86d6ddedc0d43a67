/** Data of /team/case-manager/{id}, for those who read the team. */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { caseManagerPageAnswerSchema, supervisorTeamAnswerSchema } from './case-manager-page.schema.js';
import { getCaseManagerPage, getSupervisorTeam } from './case-manager-page.service.js';
import { idParamsSchema } from './team.schema.js';

const tags = ['team'];

export function registerCaseManagerPageRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/users/:id/case-manager',
    {
      config: { access: 'users:read' },
      schema: {
        summary: "Get a case manager's businesses and workload",
        tags,
        description:
          "A case manager's businesses (those the caller sees) and workload. 404 unless the user is a case manager in the caller's team.",
        params: idParamsSchema,
        response: { 200: caseManagerPageAnswerSchema },
      },
    },
    async (request) => ({ data: await getCaseManagerPage(ctx, currentUser(request), request.params.id) }),
  );

  app.get(
    '/api/v1/users/:id/case-managers',
    {
      config: { access: 'users:read' },
      schema: {
        summary: "List a supervisor's case managers",
        tags,
        description: "A supervisor's case managers with their workload. 404 unless the user is a supervisor in the caller's team.",
        params: idParamsSchema,
        response: { 200: supervisorTeamAnswerSchema },
      },
    },
    async (request) => ({ data: await getSupervisorTeam(ctx, currentUser(request), request.params.id) }),
  );
}
