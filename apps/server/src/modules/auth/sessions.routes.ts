/** /api/v1/me/sessions: one's live sessions, ending one or all the others; and signing out. */
import { endedSessionsAnswerSchema, sessionIdParamsSchema, sessionsAnswerSchema } from '@ledgerdesk/domain';
import type { FastifyRequest } from 'fastify';
import { currentSessionId, currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { App } from '../../platform/http.js';
import { listSessions, signOutOtherSessions, signOutSession, type Client } from './sessions.service.js';

/** Where a request comes from, for the session it may start. */
export const clientOf = (request: FastifyRequest): Client => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

const tags = ['account'];
const config = { access: 'account:self' } as const;

export function registerSessionRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/me/sessions',
    {
      config,
      schema: {
        summary: 'List my sessions',
        tags,
        description: 'The caller’s sessions that have not ended or expired, most recently used first; `current` marks the one asking.',
        response: { 200: sessionsAnswerSchema },
      },
    },
    async (request) => ({ data: await listSessions(ctx, currentUser(request).id, currentSessionId(request)) }),
  );

  app.delete(
    '/api/v1/me/sessions/:id',
    {
      config,
      schema: {
        summary: 'End one of my sessions',
        tags,
        description: 'Its token stops working and its sockets close, on every server node. 404 for a session that is not the caller’s.',
        params: sessionIdParamsSchema,
        response: { 200: endedSessionsAnswerSchema },
      },
    },
    async (request) => ({ data: await signOutSession(ctx, currentUser(request), request.params.id) }),
  );

  app.post(
    '/api/v1/me/sessions/sign-out-others',
    {
      config,
      schema: {
        summary: 'Sign out everywhere else',
        tags,
        description: 'Ends every session of the caller but the one asking.',
        response: { 200: endedSessionsAnswerSchema },
      },
    },
    async (request) => ({ data: await signOutOtherSessions(ctx, currentUser(request), currentSessionId(request)) }),
  );

  app.post(
    '/api/v1/auth/logout',
    {
      config,
      schema: {
        summary: 'Sign out',
        tags: ['auth'],
        description: 'Ends the caller’s session.',
        response: { 200: endedSessionsAnswerSchema },
      },
    },
    async (request) => ({ data: await signOutSession(ctx, currentUser(request), currentSessionId(request)) }),
  );
}
