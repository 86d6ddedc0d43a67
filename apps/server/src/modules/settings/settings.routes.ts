/** /api/v1/settings: the system settings of /secret, for Super Admins only. */
import {
  rotateSigningKeyAnswerSchema,
  rotateSigningKeyBodySchema,
  systemSettingsAnswerSchema,
  testMailAnswerSchema,
  testMailBodySchema,
  updateSystemSettingsBodySchema,
} from '@ledgerdesk/domain';
import { currentUser } from '../../platform/auth/guard.js';
import { requestLanguage } from '../../platform/language.js';
import type { AppContext } from '../../platform/context.js';
import type { App } from '../../platform/http.js';
import { getSettings, rotateSigningKey, sendTestMail, updateSettings } from './settings.service.js';

const tags = ['settings'];
const config = { access: 'settings:manage' } as const;

export function registerSettingsRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/settings',
    {
      config,
      schema: {
        summary: 'Get the system settings',
        tags,
        description: 'The settings in force; secrets masked to their last four characters.',
        response: { 200: systemSettingsAnswerSchema },
      },
    },
    async () => ({ data: await getSettings(ctx) }),
  );
  app.patch(
    '/api/v1/settings',
    {
      config,
      schema: {
        summary: 'Update the system settings',
        tags,
        description:
          'Saves the settings sent and applies them on every server node without a restart. A secret left out is kept, an empty one removed.',
        body: updateSystemSettingsBodySchema,
        response: { 200: systemSettingsAnswerSchema },
      },
    },
    async (request) => ({ data: await updateSettings(ctx, currentUser(request), request.body) }),
  );
  app.post(
    '/api/v1/settings/test-mail',
    {
      config,
      schema: {
        summary: 'Send a test e-mail',
        tags,
        description:
          'Sends a test e-mail with the saved mail settings to `to`, or to the caller; 422 with the mail server’s reason when it fails.',
        body: testMailBodySchema,
        response: { 200: testMailAnswerSchema },
      },
    },
    async (request) => ({ data: await sendTestMail(ctx, currentUser(request), request.body, requestLanguage(request)) }),
  );
  app.post(
    '/api/v1/settings/rotate-signing-key',
    {
      config,
      schema: {
        summary: 'Rotate the token signing key',
        tags,
        description:
          'Replaces the token signing key: every session ends, the caller’s too. The body `{ confirm: true }` says the caller was warned.',
        body: rotateSigningKeyBodySchema,
        response: { 200: rotateSigningKeyAnswerSchema },
      },
    },
    async (request) => ({ data: await rotateSigningKey(ctx, currentUser(request)) }),
  );
}
