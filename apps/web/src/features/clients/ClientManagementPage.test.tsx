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
  signInTo(server.url, { userId: 'u1', roleId: Role.SuperAdmin, firstName: 'Olivia', lastName: 'Bennett' });
});
afterAll(() => server.close());
beforeEach(() => {
  // Toasts live in a global store: one test's toast must not answer for the next.
  notifications.clean();
  server.requests.length = 0;
  server.failing.clear();
});

const location = () => screen.getByTestId('location').textContent ?? '';
const lastList = () => server.lists().at(-1)?.query;
const render = (path = '/client-management') => renderWithRouter(<ClientManagementPage />, { path, queryClient: createQueryClient() });

describe('client list', { timeout: 90_000 }, () => {
  it('shows the rows the server answers, 10 a page by default', async () => {
    render();
    expect(await screen.findByRole('link', { name: 'Client 1' })).toHaveAttribute(
      'href',
      `/clients/${'00000000-0000-4000-8000-000000000001'}`,
    );
    expect(screen.getByRole('link', { name: 'Client 10' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Client 11' })).not.toBeInTheDocument();
    expect(lastList()?.get('skip')).toBe('0');
    expect(lastList()?.get('limit')).toBe('10');
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
    const archived = screen.getByText('Client 3').closest('tr');
    expect(archived && within(archived).getByText('Archive')).toBeInTheDocument();
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
  });

  it('pages with the page-size selector, Prev and Next', async () => {
    render();
    await screen.findByRole('link', { name: 'Client 1' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '20' }));
    await waitFor(() => expect(lastList()?.get('limit')).toBe('20'));
    expect(location()).toContain('limit=20');
    expect(await screen.findByText('Client 20')).toBeInTheDocument();
    expect(screen.getByText('1–20 of 25')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(lastList()?.get('skip')).toBe('20'));
    expect(location()).toContain('page=2');
    expect(await screen.findByText('Client 25')).toBeInTheDocument();
    expect(screen.getByText('21–25 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const prev = screen.getByRole('button', { name: 'Prev' });
    await waitFor(() => expect(prev).toBeEnabled());
    await userEvent.click(prev);
    // Page 1 of 20 is still fresh in the cache: it shows again without a request.
    await waitFor(() => expect(location()).toContain('page=1'));
    expect(await screen.findByText('Client 1')).toBeInTheDocument();
    expect(screen.getByText('1–20 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
  });

  it('puts the filters and keyword into the URL and the request, from page 1', async () => {
    render('/client-management?page=2&limit=10');
    await screen.findByRole('link', { name: 'Client 11' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Archive' }));
    await waitFor(() => expect(lastList()?.get('status')).toBe('archived'));
    expect(lastList()?.get('skip')).toBe('0');
    expect(location()).toContain('status=archived');
    expect(location()).toContain('page=1');
    expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'acme{Enter}');
    await waitFor(() => expect(lastList()?.get('keyword')).toBe('acme'));
    expect(location()).toContain('clientKeyword=acme');
  });

  it('reads the quick search keyword from the URL', async () => {
    render('/client-management?page=1&clientKeyword=Saigon');
    await screen.findByRole('link', { name: 'Client 1' });
    expect(lastList()?.get('keyword')).toBe('Saigon');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('Saigon');
  });

  it('enables the permanent delete only once the client code is typed', async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Client 3' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete permanently' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete client permanently' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete permanently' });
    expect(confirm).toBeDisabled();
    const box = within(dialog).getByRole('textbox', { name: 'Type CL-000003 to confirm' });
    await userEvent.type(box, 'CL-00000');
    expect(confirm).toBeDisabled();
    await userEvent.type(box, '3');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(server.requests.some((r) => r.method === 'DELETE')).toBe(true));
    const deleted = server.requests.find((r) => r.method === 'DELETE');
    expect(deleted?.path).toBe('/api/v1/clients/00000000-0000-4000-8000-000000000003');
    expect(JSON.parse(deleted?.body ?? '{}')).toEqual({ confirm: 'CL-000003' });
  });

  it('offers no permanent delete for a client that is not archived', async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Client 1' }));
    expect(await screen.findByRole('menuitem', { name: 'Archive' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete permanently' })).not.toBeInTheDocument();
  });
});
