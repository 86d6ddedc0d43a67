import { Role } from '@ledgerdesk/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { renderWithRouter } from '../../test/render';
import { signInTo } from '../../test/session';
import ClientManagementPage from './ClientManagementPage';
import { startClientsServer, type ClientsServer } from './test/clientsServer';

configure({ asyncUtilTimeout: 20_000 });

let server: ClientsServer;

beforeAll(async () => {
  server = await startClientsServer();
  signInTo(server.url, { userId: 'u2', roleId: Role.RegionAdmin, firstName: 'Emily', lastName: 'Walsh' });
});
afterAll(() => server.close());

describe('bulk actions', { timeout: 90_000 }, () => {
  it('applies an action to the selected clients and clears the selection', async () => {
    renderWithRouter(<ClientManagementPage />, { path: '/client-management', queryClient: createQueryClient() });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Client 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Client 2' }));
    const bar = await screen.findByRole('group', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 clients selected')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(server.requests.some((r) => r.path === '/api/v1/clients/bulk')).toBe(true));
    const sent = server.requests.find((r) => r.path === '/api/v1/clients/bulk');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      ids: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'],
      action: 'archive',
    });
    expect(await screen.findByText('2 changed, 0 skipped.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Bulk actions' })).not.toBeInTheDocument());
  });

  it('selects every row of the page from the header checkbox', async () => {
    renderWithRouter(<ClientManagementPage />, { path: '/client-management', queryClient: createQueryClient() });
    await screen.findByText('Client 1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(await screen.findByText('10 clients selected')).toBeInTheDocument();
  });
});
