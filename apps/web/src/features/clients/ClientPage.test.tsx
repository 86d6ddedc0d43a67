import { Role } from '@ledgerdesk/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderRoutes } from '../../test/render';
import { signInTo } from '../../test/session';
import ClientPage from './ClientPage';
import { buildClient, TAGS } from './test/fixtures';

configure({ asyncUtilTimeout: 20_000 });

const client = buildClient(7, { name: 'Saigon Bakery', supervisorName: 'Lê Quang Huy' });
const detail = {
  ...client,
  businesses: [{ id: '00000000-0000-4000-8000-0000000000e1', name: 'Saigon Bakery Cafe', abn: '51824753556', status: 'active' }],
  portalUsers: [],
  activity: [
    {
      id: 2,
      action: 'business.created',
      actorId: 'u1',
      actorName: 'Olivia Bennett',
      before: null,
      after: { id: '00000000-0000-4000-8000-0000000000e1', name: 'Saigon Bakery Cafe' },
      createdAt: '2025-03-15T02:05:00.000Z',
    },
    {
      id: 1,
      action: 'client.created',
      actorId: 'u1',
      actorName: 'Olivia Bennett',
      before: null,
      after: {},
      createdAt: '2025-03-14T02:05:00.000Z',
    },
  ],
};
let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.method === 'GET' && req.path === `/api/v1/clients/${client.id}`) return sendJson(res, 200, { data: detail });
    if (req.method === 'POST' && req.path === `/api/v1/clients/${client.id}/portal-users`) {
      const body = JSON.parse(req.body) as { email: string };
      return sendJson(res, 201, {
        data: {
          id: 'p1',
          email: body.email,
          firstName: 'Mai',
          lastName: 'Tran',
          status: 'active',
          activated: false,
          createdAt: '',
          invitationMailed: true,
        },
      });
    }
    if (req.path === '/api/v1/tags') return sendJson(res, 200, { data: TAGS, pagination: { skip: 0, limit: 2, total: 2 } });
    return sendJson(res, 200, { data: [], pagination: { skip: 0, limit: 0, total: 0 } });
  });
  signInTo(server.url, { userId: 'u1', roleId: Role.SuperAdmin, firstName: 'Olivia', lastName: 'Bennett' });
});
afterAll(() => server.close());

describe('client page', { timeout: 90_000 }, () => {
  it('shows the details, businesses, activity, and invites a portal user', async () => {
    renderRoutes([{ path: '/clients/:id', element: <ClientPage /> }], `/clients/${client.id}`);
    expect(await screen.findByRole('heading', { name: 'Saigon Bakery', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Saigon Bakery');
    expect(screen.getByRole('textbox', { name: 'ABN' })).toHaveValue('51 824 753 556');
    expect(screen.getByRole('link', { name: 'Saigon Bakery Cafe' })).toHaveAttribute(
      'href',
      '/businesses/00000000-0000-4000-8000-0000000000e1',
    );
    expect(screen.getByText('Client created')).toBeInTheDocument();
    expect(screen.getByText('Business Saigon Bakery Cafe added')).toBeInTheDocument();
    expect(screen.getByText('Olivia Bennett · 02:05, 14/03/2025')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a portal user' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'mai@saigonbakery.com.au');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Mai');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Tran');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
    const sent = server.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      email: 'mai@saigonbakery.com.au',
      firstName: 'Mai',
      lastName: 'Tran',
      language: 'en',
    });
    expect(await screen.findByText('Invitation sent to mai@saigonbakery.com.au.')).toBeInTheDocument();
  });
});
