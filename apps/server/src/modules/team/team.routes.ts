/** The team API (/api/v1/users): reading needs 'users:read', inviting 'users:invite', changing 'users:manage'. */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { inviteMember, resendInvitation } from './invite.service.js';
import { setMemberStatus, updateMember } from './member.service.js';
import {
  idParamsSchema,
  inviteBodySchema,
  memberListAnswerSchema,
  memberListQuerySchema,
  memberAnswerSchema,
  resendAnswerSchema,
  updateMemberBodySchema,
} from './team.schema.js';
import { getMember, listMembers } from './team.service.js';

const tags = ['team'];

export function registerTeamRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/users',
    {
      config: { access: 'users:read' },
      schema: { summary: 'List team members', tags, querystring: memberListQuerySchema, response: { 200: memberListAnswerSchema } },
    },
    (request) => listMembers(ctx, currentUser(request), request.query),
  );

  app.get(
    '/api/v1/users/:id',
    {
      config: { access: 'users:read' },
      schema: { summary: 'Get a team member', tags, params: idParamsSchema, response: { 200: memberAnswerSchema } },
    },
    async (request) => ({ data: await getMember(ctx.db, currentUser(request), request.params.id) }),
  );

  app.post(
    '/api/v1/users/invite',
    {
      config: { access: 'users:invite' },
      schema: {
        summary: 'Invite a team member',
        tags,
        description: 'Creates the member without a password and mails them an /Activation link. The role must be one the caller may grant.',
        body: inviteBodySchema,
        response: { 201: memberAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await inviteMember(ctx, currentUser(request), request.body) }),
  );

  app.post(
    '/api/v1/users/:id/resend-invitation',
    {
      config: { access: 'users:invite' },
      schema: { summary: 'Resend an invitation', tags, params: idParamsSchema, response: { 200: resendAnswerSchema } },
    },
    async (request) => ({ data: await resendInvitation(ctx, currentUser(request), request.params.id) }),
  );

  app.patch(
    '/api/v1/users/:id',
    {
      config: { access: 'users:manage' },
      schema: {
        summary: 'Update a team member',
        tags,
        params: idParamsSchema,
        body: updateMemberBodySchema,
        response: { 200: memberAnswerSchema },
      },
    },
    async (request) => ({ data: await updateMember(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/v1/users/:id/deactivate',
    {
      config: { access: 'users:manage' },
      schema: {
        summary: 'Deactivate a team member',
        tags,
        description: 'Ends every session of the member.',
        params: idParamsSchema,
        response: { 200: memberAnswerSchema },
      },
    },
    async (request) => ({ data: await setMemberStatus(ctx, currentUser(request), request.params.id, 'inactive') }),
  );

  app.post(
    '/api/v1/users/:id/reactivate',
    {
      config: { access: 'users:manage' },
      schema: { summary: 'Reactivate a team member', tags, params: idParamsSchema, response: { 200: memberAnswerSchema } },
    },
    async (request) => ({ data: await setMemberStatus(ctx, currentUser(request), request.params.id, 'active') }),
  );
}
