/**
 * Two-factor sign-in: the second step of sign-in and the set-up a required sign-in leads to
 * (public: the challenge is the credential), one's own set-up under /api/v1/me/two-factor (staff),
 * and a Super Admin's reset of another user's.
 */
import {
  confirmTwoFactorBodySchema,
  enrolConfirmBodySchema,
  enrolledSignInAnswerSchema,
  enrolStartBodySchema,
  proveTwoFactorBodySchema,
  recoveryCodesAnswerSchema,
  twoFactorCodeBodySchema,
  twoFactorSetupAnswerSchema,
  twoFactorStatusAnswerSchema,
} from '@ledgerdesk/domain';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { App } from '../../platform/http.js';
import { authStateAnswerSchema } from './auth.schema.js';
import type { AttemptLimiter } from './login-limiter.js';
import { clientOf } from './sessions.routes.js';
import { finishEnrolment, signInWithCode, startEnrolment } from './sign-in.service.js';
import {
  confirmTwoFactor,
  disableTwoFactor,
  getTwoFactorStatus,
  renewRecoveryCodes,
  resetTwoFactor,
  setUpTwoFactor,
} from './two-factor.service.js';

const signIn = { config: { access: 'public' }, tags: ['auth'], security: [] } as const;
const mine = { config: { access: 'account:two-factor' }, tags: ['account'] } as const;

export function registerTwoFactorRoutes(app: App, ctx: AppContext, limiter: AttemptLimiter): void {
  app.post(
    '/api/v1/auth/two-factor',
    {
      config: signIn.config,
      schema: {
        summary: 'Sign in: the second step',
        tags: signIn.tags,
        security: signIn.security,
        description:
          'A code from the authenticator app (never one already used) or a recovery code (each works once), with the challenge the password answered. 5 wrong codes per account in 15 minutes, then 429.',
        body: twoFactorCodeBodySchema,
        response: { 200: authStateAnswerSchema },
      },
    },
    async (request) => ({ data: await signInWithCode(ctx, request.body, clientOf(request)) }),
  );
  app.post(
    '/api/v1/auth/two-factor/enrol',
    {
      config: signIn.config,
      schema: {
        summary: 'Sign in: set up two-factor sign-in',
        tags: signIn.tags,
        security: signIn.security,
        description: 'When the practice requires it: a new secret for the challenge’s user, as text, otpauth:// URL and QR code.',
        body: enrolStartBodySchema,
        response: { 200: twoFactorSetupAnswerSchema },
      },
    },
    async (request) => ({ data: await startEnrolment(ctx, request.body.challenge) }),
  );
  app.post(
    '/api/v1/auth/two-factor/enrol/confirm',
    {
      config: signIn.config,
      schema: {
        summary: 'Sign in: confirm the set-up',
        tags: signIn.tags,
        security: signIn.security,
        description: 'The first code turns two-factor sign-in on and starts the session; the ten recovery codes are answered only here.',
        body: enrolConfirmBodySchema,
        response: { 200: enrolledSignInAnswerSchema },
      },
    },
    async (request) => ({ data: await finishEnrolment(ctx, request.body, clientOf(request)) }),
  );

  app.get(
    '/api/v1/me/two-factor',
    { config: mine.config, schema: { summary: 'My two-factor sign-in', tags: mine.tags, response: { 200: twoFactorStatusAnswerSchema } } },
    async (request) => ({ data: await getTwoFactorStatus(ctx, currentUser(request)) }),
  );
  app.post(
    '/api/v1/me/two-factor/setup',
    {
      config: mine.config,
      schema: {
        summary: 'Set up two-factor sign-in',
        tags: mine.tags,
        description: 'A new secret, waiting for its first code; 409 while two-factor sign-in is on.',
        response: { 200: twoFactorSetupAnswerSchema },
      },
    },
    async (request) => ({ data: await setUpTwoFactor(ctx, currentUser(request)) }),
  );
  app.post(
    '/api/v1/me/two-factor/confirm',
    {
      config: mine.config,
      schema: {
        summary: 'Turn on two-factor sign-in',
        tags: mine.tags,
        description: 'The first code of the new secret; answers the ten recovery codes, shown this once.',
        body: confirmTwoFactorBodySchema,
        response: { 200: recoveryCodesAnswerSchema },
      },
    },
    async (request) => ({ data: await confirmTwoFactor(ctx, currentUser(request), request.body.code) }),
  );
  app.post(
    '/api/v1/me/two-factor/disable',
    {
      config: mine.config,
      schema: {
        summary: 'Turn off two-factor sign-in',
        tags: mine.tags,
        description: 'Takes the password and a code (or a recovery code).',
        body: proveTwoFactorBodySchema,
        response: { 200: twoFactorStatusAnswerSchema },
      },
    },
    async (request) => ({ data: await disableTwoFactor(ctx, limiter, currentUser(request), request.body, request.ip) }),
  );
  app.post(
    '/api/v1/me/two-factor/recovery-codes',
    {
      config: mine.config,
      schema: {
        summary: 'Make new recovery codes',
        tags: mine.tags,
        description: 'Takes the password and a code; the earlier recovery codes stop working.',
        body: proveTwoFactorBodySchema,
        response: { 200: recoveryCodesAnswerSchema },
      },
    },
    async (request) => ({ data: await renewRecoveryCodes(ctx, limiter, currentUser(request), request.body, request.ip) }),
  );

  app.delete(
    '/api/v1/users/:id/two-factor',
    {
      config: { access: 'users:reset-two-factor' },
      schema: {
        summary: 'Reset a user’s two-factor sign-in',
        tags: ['team'],
        description: 'For a lost phone: removes the user’s second factor and ends their sessions. Audited.',
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ data: z.object({ reset: z.literal(true) }) }) },
      },
    },
    async (request) => ({ data: await resetTwoFactor(ctx, currentUser(request), request.params.id) }),
  );
}
