import { Role, type RoleId } from '@ledgerdesk/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { session } from '../auth/session';
import DashboardPage from './DashboardPage';

const client = (n: number) => ({ id: `c${n}`, code: `CL-00006${n}`, name: `Client ${n}`, createdAt: '2026-03-14T02:05:00.000Z' });
const FULL = {
  counts: { clients: 60, activeClients: 51, businesses: 146, staff: 12 },
  latest: {
    clients: [1, 2, 3, 4, 5].map(client),
    businesses: [{ id: 'b1', name: 'Dalat Flower Farm Holdings', clientName: 'Dalat Flower Farm', createdAt: '2026-03-14T02:05:00.000Z' }],
    staff: [
      {
        id: 'u1',
        firstName: 'Sophie',
        lastName: 'Clarke',
        email: 'sophie.clarke@demo.test',
        roleId: 3,
        createdAt: '2026-03-14T02:05:00.000Z',
      },
    ],
    files: [
      {
        id: 'f1',
        name: 'ANZ statement March.pdf',
        size: 245_760,
        mimeType: 'application/pdf',
        folderId: 'd1',
        ownerType: 'business',
        ownerId: 'b1',
        ownerName: 'Dalat Flower Farm Holdings',
        uploaderName: 'Sophie Clarke',
        createdAt: '2026-03-14T02:05:00.000Z',
      },
    ],
    reports: [
      {
        id: 'r1',
        businessId: 'b1',
        businessName: 'Dalat Flower Farm Holdings',
        type: 'profit-and-loss',
        from: '2025-07-01',
        to: '2026-06-30',
        status: 'waiting_approval',
        createdAt: '2026-03-14T02:05:00.000Z',
      },
    ],
  },
  charts: {
    topClientsByBusinesses: [{ clientId: 'c1', code: 'CL-000061', name: 'Client 1', businesses: 4 }],
    clientsByStatus: [
      { status: 'active', count: 51 },
      { status: 'inactive', count: 6 },
      { status: 'archived', count: 3 },
    ],
    topBusinessesByTransactions: [
      { businessId: 'b1', name: 'Dalat Flower Farm Holdings', clientName: 'Dalat Flower Farm', transactions: 1250 },
    ],
    topBusinessesByOpenWork: [
      { businessId: 'b1', name: 'Dalat Flower Farm Holdings', clientName: 'Dalat Flower Farm', uncoded: 40, awaitingApproval: 1 },
    ],
  },
};
const CASE_MANAGER = {
  counts: { clients: 0, activeClients: 0, businesses: 0, staff: 0 },
  latest: { clients: [], businesses: [], staff: [], files: [], reports: [] },
  charts: { topClientsByBusinesses: [], clientsByStatus: [], topBusinessesByTransactions: [], topBusinessesByOpenWork: [] },
};

let server: TestServer;
let answer: object = FULL;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === '/api/v1/dashboard') return sendJson(res, 200, { data: answer });
    if (req.path === '/api/v1/notifications/count-unread') return sendJson(res, 200, { data: 0 });
    if (req.path === '/api/v1/notifications') return sendJson(res, 200, { data: [], pagination: { skip: 0, limit: 5, total: 0 } });
    if (req.path.startsWith('/api/v1/roles/')) return sendJson(res, 200, { data: { id: 1, name: 'Super Admin' } });
    if (req.path === '/api/v1/me') {
      const me = {
        id: 'me',
        email: 'me@demo.test',
        firstName: 'Olivia',
        lastName: 'Bennett',
        avatar: null,
        phone: null,
        language: 'en',
        roleId: 1,
      };
      return sendJson(res, 200, { data: me });
    }
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});

afterAll(() => server.close());
afterEach(() => {
  // Unmount before the session ends: the page needs a signed-in session to render.
  cleanup();
  session.clear();
});

function signIn(roleId: RoleId) {
  session.set({ accessToken: 'token', userId: 'me', roleId, profile: { firstName: 'Olivia', lastName: 'Bennett', avatar: null } });
}

describe('dashboard', { timeout: 30_000 }, () => {
  it('shows the counts and the latest lists of the server answer', async () => {
    answer = FULL;
    signIn(Role.SuperAdmin);
    renderWithRouter(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByTestId('dashboard-count-clients')).toHaveTextContent('60');
    expect(screen.getByTestId('dashboard-count-activeClients')).toHaveTextContent('51');
    expect(screen.getByTestId('dashboard-count-businesses')).toHaveTextContent('146');
    expect(screen.getByTestId('dashboard-count-staff')).toHaveTextContent('12');

    const clients = screen.getByRole('region', { name: 'Latest clients' });
    expect(within(clients).getAllByRole('listitem')).toHaveLength(5);
    expect(within(clients).getByRole('link', { name: 'Client 1' })).toHaveAttribute('href', '/clients/c1');
    const businesses = screen.getByRole('region', { name: 'Latest businesses' });
    expect(within(businesses).getByText('Dalat Flower Farm Holdings')).toBeInTheDocument();
    expect(within(businesses).getByText('Dalat Flower Farm')).toBeInTheDocument();
    const staff = screen.getByRole('region', { name: 'Latest staff' });
    expect(within(staff).getByText('Sophie Clarke')).toBeInTheDocument();
    expect(within(staff).getByText('Case Manager · sophie.clarke@demo.test')).toBeInTheDocument();

    expect(await screen.findByRole('region', { name: 'Top 20 clients by businesses' })).toBeInTheDocument();
    const byStatus = screen.getByRole('region', { name: 'Clients by status' });
    expect(within(byStatus).getByText('Archive')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Top 20 businesses by transactions (last 12 months)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Top 20 businesses by open work' })).toBeInTheDocument();

    const files = screen.getByRole('region', { name: 'Latest files' });
    expect(within(files).getByText('ANZ statement March.pdf')).toBeInTheDocument();
    expect(within(files).getByText('Dalat Flower Farm Holdings · 240 KB · Sophie Clarke')).toBeInTheDocument();
    const reports = screen.getByRole('region', { name: 'Latest report locks' });
    expect(within(reports).getByRole('link', { name: 'Profit and loss · Dalat Flower Farm Holdings' })).toHaveAttribute(
      'href',
      '/businesses/accounting-report?businessId=b1',
    );
    expect(within(reports).getByText('01/07/2025 – 30/06/2026 · Waiting to approval')).toBeInTheDocument();
  });

  it('shows empty states, and no staff for a role that does not read the team', async () => {
    answer = CASE_MANAGER;
    signIn(Role.CaseManager);
    renderWithRouter(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByTestId('dashboard-count-clients')).toHaveTextContent('0');
    expect(screen.queryByTestId('dashboard-count-staff')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Latest staff' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Latest clients' })).getByText('No clients yet')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Latest businesses' })).getByText('No businesses yet')).toBeInTheDocument();
    const chart = await screen.findByRole('region', { name: 'Top 20 clients by businesses' });
    expect(within(chart).getByText('No businesses yet')).toBeInTheDocument();
    const openWork = screen.getByRole('region', { name: 'Top 20 businesses by open work' });
    expect(within(openWork).getByText('Nothing is waiting: every transaction is coded and no report awaits approval')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Latest files' })).getByText('No files yet')).toBeInTheDocument();
  });
});
