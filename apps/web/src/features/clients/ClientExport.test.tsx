import { Role } from '@ledgerdesk/domain';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { createQueryClient } from '../../app/queryClient';
import { renderWithRouter } from '../../test/render';
import { session } from '../auth/session';
import ClientManagementPage from './ClientManagementPage';
import { startClientsServer, type ClientsServer } from './test/clientsServer';

configure({ asyncUtilTimeout: 20_000 });

let server: ClientsServer;

beforeAll(async () => {
  server = await startClientsServer();
  configureHttp({ baseUrl: server.url, getToken: () => 'the-token' });
  session.set({
    accessToken: 'the-token',
    userId: 'u1',
    roleId: Role.SuperAdmin,
    profile: { firstName: 'Olivia', lastName: 'Bennett', avatar: null },
  });
});
afterAll(() => server.close());

describe('CSV export', { timeout: 90_000 }, () => {
  it('downloads the filtered list with the bearer header and saves it as a file', async () => {
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:clients';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    renderWithRouter(<ClientManagementPage />, {
      path: '/client-management?status=archived&clientKeyword=Client&sort=-code',
      queryClient: createQueryClient(),
    });
    await screen.findByText('Client 3');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const request = server.requests.find((r) => r.path === '/api/v1/clients/export.csv');
    expect(request?.headers.authorization).toBe('Bearer the-token');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ keyword: 'Client', status: 'archived', sort: '-code' });
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
    // Decoding the answer dropped the byte-order mark; the saved file has it again, for Excel.
    const bytes = new Uint8Array((await saved[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await saved[0]?.text()).toBe('Code,Name\r\nCL-000003,Client 3\r\n');
  });
});
