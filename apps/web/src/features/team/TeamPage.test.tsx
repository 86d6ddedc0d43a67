import { Role } from '@ledgerdesk/domain';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, sendPage, startServer, type TestServer } from '../../test/httpServer';
import { probedSearch, renderWithRouter } from '../../test/render';
import { signInTo } from '../../test/session';
import TeamPage from './TeamPage';

// The shared CI machine is slow: the first render of a page with its table takes seconds.
configure({ asyncUtilTimeout: 20_000 });

const member = (n: number) => ({
  id: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email: `staff${n}@demo.test`,
  firstName: 'Staff',
  lastName: String(n),
  roleId: Role.CaseManager,
  regionId: null,
  regionName: null,
  brandId: null,
  status: 'active',
  activated: true,
  supervisorId: null,
  businessCount: 0,
  createdAt: '2026-03-14T02:05:00.000Z',
});
const members = Array.from({ length: 23 }, (_, index) => member(index + 1));

let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === '/api/v1/users') return sendPage(req, res, members);
    if (req.path === '/api/v1/regions') return sendJson(res, 200, { data: [] });
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
  signInTo(server.url, { userId: 'me', roleId: Role.SuperAdmin, firstName: 'Olivia', lastName: 'Bennett' });
});

afterAll(() => server.close());

const lastList = () => server.requests.filter((r) => r.path === '/api/v1/users').at(-1)?.query;

describe('team list', { timeout: 60_000 }, () => {
  it('pages with Next and the page-size selector, which goes back to page 1', async () => {
    renderWithRouter(<TeamPage />, { path: '/team' });
    expect(await screen.findByText('1–10 of 23')).toBeInTheDocument();
    expect(lastList()?.get('skip')).toBe('0');

    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    expect(await screen.findByText('11–20 of 23')).toBeInTheDocument();
    expect(lastList()?.get('skip')).toBe('10');
    expect(probedSearch()).toEqual({ page: '2', limit: '10' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '20' }));
    expect(await screen.findByText('1–20 of 23')).toBeInTheDocument();
    expect(lastList()?.get('skip')).toBe('0');
    expect(probedSearch()).toEqual({ page: '1', limit: '20' });
  });

  it('a filter keeps the page size and goes back to page 1', async () => {
    renderWithRouter(<TeamPage />, { path: '/team?page=3&limit=10' });
    expect(await screen.findByText('21–23 of 23')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(lastList()?.get('status')).toBe('inactive'));
    expect(lastList()?.get('skip')).toBe('0');
    expect(probedSearch()).toEqual({ status: 'inactive', page: '1', limit: '10' });
  });
});
