import { Role } from '@ledgerdesk/domain';
import { configure, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, type TestServer } from '../../test/httpServer';
import { LocationProbe, renderRoutes } from '../../test/render';
import { session } from '../auth/session';
import { startFilesServer } from './filesTestServer';
import UploadRequestPage from './UploadRequestPage';

// The header, menu and sockets of the real layout are not what this test is about.
vi.mock('../../app/layouts/DefaultLayout', () => ({ DefaultLayout: ({ children }: { children: ReactNode }) => <main>{children}</main> }));

configure({ asyncUtilTimeout: 20_000 });

const REQUEST = '00000000-0000-4000-8000-0000000000c7';
let server: TestServer;

beforeAll(async () => {
  server = await startFilesServer((req, res) => {
    if (req.path !== '/api/v1/upload-requests') return false;
    sendJson(res, 200, {
      data: [
        {
          id: REQUEST,
          businessId: '00000000-0000-4000-8000-0000000000b1',
          businessName: 'Harbour Cafe',
          folderId: '00000000-0000-4000-8000-0000000000f2',
          folderName: 'Bank statements',
          message: '',
          status: 'expired',
          expiresAt: '2026-03-01T09:30:00.000Z',
          maxFileSize: 1024,
          maxFiles: 5,
          receivedCount: 3,
          createdBy: { id: 'u1', name: 'Sam Super' },
          createdAt: '2026-02-01T09:30:00.000Z',
          revokedAt: null,
        },
      ],
      pagination: { skip: Number(req.query.get('skip')), limit: Number(req.query.get('limit')), total: 1 },
    });
    return true;
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});
afterAll(() => server.close());

const signIn = (roleId: (typeof Role)[keyof typeof Role]) =>
  session.set({ accessToken: 'token', userId: 'u1', roleId, profile: { firstName: 'Sam', lastName: 'Super', avatar: null } });

const openList = () =>
  renderRoutes(
    [
      { path: '/upload-request/:id?', element: <UploadRequestPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    '/upload-request',
  );

describe('/upload-request without an id', { timeout: 60_000 }, () => {
  it("lists the requests in the user's scope with status, expiry, folder and a link to each", async () => {
    signIn(Role.Supervisor);
    openList();
    const link = await screen.findByRole('link', { name: 'Harbour Cafe' });
    expect(link).toHaveAttribute('href', `/upload-request/${REQUEST}`);
    const row = link.closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Bank statements')).toBeInTheDocument();
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(server.requests.some((r) => r.path === '/api/v1/upload-requests' && r.query.get('skip') === '0')).toBe(true);
  });

  it('sends a portal user home instead of a list the server would refuse', async () => {
    signIn(Role.Client);
    openList();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
