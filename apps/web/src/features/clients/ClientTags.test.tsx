import { Role } from '@ledgerdesk/domain';
import { notifications } from '@mantine/notifications';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { renderWithRouter } from '../../test/render';
import { signInTo } from '../../test/session';
import ClientManagementPage from './ClientManagementPage';
import { startClientsServer, type ClientsServer } from './test/clientsServer';

// The shared CI machine is slow: the first render of a page with its table takes seconds.
configure({ asyncUtilTimeout: 20_000 });

let server: ClientsServer;

beforeAll(async () => {
  server = await startClientsServer();
  signInTo(server.url, { userId: 'u7', roleId: Role.Supervisor, firstName: 'Lê', lastName: 'Quang Huy' });
});
afterAll(() => server.close());
beforeEach(() => {
  // Toasts live in a global store: one test's toast must not answer for the next.
  notifications.clean();
  server.requests.length = 0;
  server.failing.clear();
});

async function openTags(name: string) {
  renderWithRouter(<ClientManagementPage />, { path: '/client-management', queryClient: createQueryClient() });
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Tags' }));
  return screen.findByRole('dialog', { name: `Tags of ${name}` });
}

async function addTag(dialog: HTMLElement, tag: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Choose from the tag list' }));
  await userEvent.click(await screen.findByRole('option', { name: tag }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add tag' }));
}

describe('client tags', { timeout: 90_000 }, () => {
  it("adds a tag chosen from the tag list: 'Add tag successfully.'", async () => {
    const dialog = await openTags('Client 2');
    await addTag(dialog, 'VIP');
    expect(await screen.findByText('Add tag successfully.')).toBeInTheDocument();
    const sent = server.requests.find((r) => r.method === 'POST' && r.path.endsWith('/tags'));
    expect(sent?.path).toBe('/api/v1/clients/00000000-0000-4000-8000-000000000002/tags');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ tagId: '00000000-0000-4000-8000-0000000000a1' });
    expect(await within(dialog).findByRole('button', { name: 'Remove tag VIP' })).toBeInTheDocument();
  });

  it("says 'Add tag failed.' when the server refuses", async () => {
    server.failing.add('POST /api/v1/clients/00000000-0000-4000-8000-000000000002/tags');
    const dialog = await openTags('Client 2');
    await addTag(dialog, 'Payroll');
    expect(await screen.findByText('Add tag failed.')).toBeInTheDocument();
    expect(screen.queryByText('Add tag successfully.')).not.toBeInTheDocument();
  });

  it("says 'Get list tags failed.' when the tag list cannot be loaded", async () => {
    server.failing.add('GET /api/v1/tags');
    renderWithRouter(<ClientManagementPage />, { path: '/client-management', queryClient: createQueryClient() });
    expect(await screen.findByText('Get list tags failed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Get list tags failed.')).toHaveLength(1));
  });
});
