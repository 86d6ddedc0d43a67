import { Role } from '@ledgerdesk/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderRoutes } from '../../test/render';
import { session } from '../auth/session';
import { buildBusiness } from '../businesses/test/fixtures';
import CaseManagerPage from './CaseManagerPage';

const CM = 'c0000000-0000-4000-8000-000000000003';
const SUP = 'c0000000-0000-4000-8000-000000000007';
const member = (id: string, roleId: number, firstName: string, lastName: string) => ({
  id,
  email: `${firstName.toLowerCase()}@demo.test`,
  firstName,
  lastName,
  roleId,
  regionId: 'r1',
  regionName: 'Ho Chi Minh City',
  brandId: null,
  status: 'active',
  activated: true,
  supervisorId: null,
  businessCount: 1,
  createdAt: '2026-03-14T02:05:00.000Z',
});
const business = (id: string, name: string, clientName: string) => ({ id, name, clientName, status: 'active' as const });
const businessOption = (id: string, name: string) => buildBusiness({ id, name, clientName: name, clientCode: 'CL-000017' });

let assigned = [business('b1', 'Bondi Beach Bakery', 'Bondi Beach Bakery')];
let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === `/api/v1/users/${CM}`) return sendJson(res, 200, { data: member(CM, 3, 'Thu', 'Hà') });
    if (req.path === `/api/v1/users/${CM}/case-manager`) {
      const workload = { businesses: assigned.length, activeBusinesses: assigned.length, clients: assigned.length };
      const supervisor = { id: SUP, firstName: 'Quang', lastName: 'Huy', email: 'supervisor@demo.test' };
      return sendJson(res, 200, { data: { user: member(CM, 3, 'Thu', 'Hà'), supervisor, businesses: assigned, workload } });
    }
    if (req.path === '/api/v1/businesses') {
      const found = [
        businessOption('b1', 'Bondi Beach Bakery'),
        businessOption('b2', 'Bamboo Garden'),
        businessOption('b3', 'Banh Mi Brothers'),
      ];
      return sendJson(res, 200, { data: found, pagination: { skip: 0, limit: 20, total: 3 } });
    }
    const assign = /^\/api\/v1\/businesses\/(b\d)\/case-managers(?:\/(.+))?$/.exec(req.path);
    if (assign && req.method === 'POST') {
      assigned = [...assigned, business(assign[1] ?? '', `Business ${assign[1]}`, 'Client')];
      return sendJson(res, 200, { data: { assigned: [], assignable: [] } });
    }
    if (assign && req.method === 'DELETE') {
      assigned = assigned.filter((b) => b.id !== assign[1]);
      return sendJson(res, 200, { data: { assigned: [], assignable: [] } });
    }
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});

afterAll(() => server.close());
afterEach(() => {
  cleanup();
  session.clear();
});

describe('case manager page', { timeout: 30_000 }, () => {
  it('shows workload and supervisor, assigns chosen businesses and removes one', async () => {
    session.set({
      accessToken: 'token',
      userId: 'me',
      roleId: Role.SuperAdmin,
      profile: { firstName: 'Olivia', lastName: 'Bennett', avatar: null },
    });
    renderRoutes([{ path: '/team/case-manager/:id?', element: <CaseManagerPage /> }], `/team/case-manager/${CM}`);
    expect(await screen.findByRole('heading', { name: 'Thu Hà' })).toBeInTheDocument();
    expect(screen.getByTestId('workload-businesses')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Quang Huy' })).toHaveAttribute('href', `/team/case-manager/${SUP}`);

    await userEvent.click(screen.getByRole('button', { name: 'Assign businesses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign businesses to Thu Hà' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Businesses' }));
    expect(await screen.findByRole('option', { name: /Bamboo Garden/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Bondi Beach Bakery/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: /Bamboo Garden/ }));
    await userEvent.click(screen.getByRole('option', { name: /Banh Mi Brothers/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(screen.getByTestId('workload-businesses')).toHaveTextContent('3'));
    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.path, JSON.parse(r.body) as unknown])).toEqual([
      ['/api/v1/businesses/b2/case-managers', { userIds: [CM] }],
      ['/api/v1/businesses/b3/case-managers', { userIds: [CM] }],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Bondi Beach Bakery' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Bondi Beach Bakery from Thu Hà?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByTestId('workload-businesses')).toHaveTextContent('2'));
    expect(server.requests.some((r) => r.method === 'DELETE' && r.path === `/api/v1/businesses/b1/case-managers/${CM}`)).toBe(true);
  });
});
