import { Role } from '@ledgerdesk/domain';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { signInTo } from '../../test/session';
import type { SystemSettings } from './api';
import { GeneralSettingsCard } from './GeneralSettingsCard';

configure({ asyncUtilTimeout: 10_000 });

const settings: SystemSettings = {
  smtp: { host: null, port: 587, secure: false, username: null, password: null, from: null },
  abrGuid: null,
  uploadMaxMb: 25,
  sessionHours: 24,
  requireTwoFactor: false,
  signingKeyRotatedAt: null,
  updatedAt: null,
};

let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.method === 'PATCH' && req.path === '/api/v1/settings') {
      return sendJson(res, 200, { data: { ...settings, ...(JSON.parse(req.body) as Partial<SystemSettings>) } });
    }
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
  signInTo(server.url, { userId: 'me', roleId: Role.SuperAdmin, firstName: 'Olivia', lastName: 'Bennett' });
});
afterAll(() => server.close());

describe('general settings', () => {
  it('a Super Admin requires two-factor sign-in of staff', async () => {
    renderWithRouter(<GeneralSettingsCard settings={settings} />);
    const required = screen.getByRole('switch', { name: /^Require two-factor sign-in for staff/ });
    expect(required).not.toBeChecked();
    await userEvent.click(required);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved. Every server now uses them.')).toBeInTheDocument();
    const saved = server.requests.find((r) => r.method === 'PATCH');
    expect(JSON.parse(saved?.body ?? '{}')).toMatchObject({ requireTwoFactor: true });
  });
});
