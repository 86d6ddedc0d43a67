import { Role } from '@ledgerdesk/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import type { Business } from './api';
import { CaseManagersTab } from './CaseManagersTab';

configure({ asyncUtilTimeout: 20_000 });

const person = (id: string, firstName: string) => ({ id, firstName, lastName: 'Nguyen', email: `${firstName.toLowerCase()}@demo.test` });
const HA = person('00000000-0000-4000-8000-00000000aa01', 'Ha');
const LAN = person('00000000-0000-4000-8000-00000000aa02', 'Lan');
const NAM = person('00000000-0000-4000-8000-00000000aa03', 'Nam');
const BUSINESS = { id: '00000000-0000-4000-8000-0000000000e1', name: 'Saigon Bakery Cafe' } as Business;
const path = `/api/v1/businesses/${BUSINESS.id}/case-managers`;

let server: TestServer;
let assigned: Array<typeof HA> = [];

beforeAll(async () => {
  server = await startServer((req, res) => {
    const answer = () => sendJson(res, 200, { data: { assigned, assignable: [HA, LAN, NAM] } });
    if (req.path === path && req.method === 'POST') {
      const { userIds } = JSON.parse(req.body) as { userIds: string[] };
      assigned = [...assigned, ...[LAN, NAM].filter((m) => userIds.includes(m.id))];
      return answer();
    }
    if (req.method === 'DELETE' && req.path.startsWith(`${path}/`)) {
      assigned = assigned.filter((m) => !req.path.endsWith(m.id));
      return answer();
    }
    if (req.path === path) return answer();
    return sendJson(res, 200, { data: [], pagination: { skip: 0, limit: 10, total: 0 } });
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});
afterAll(() => server.close());

describe('case managers of a business', { timeout: 90_000 }, () => {
  it('assigns from the assignable list without the ones already on it, and removes one', async () => {
    assigned = [HA];
    renderWithRouter(<CaseManagersTab business={BUSINESS} roleId={Role.Supervisor} />, { path: '/businesses/x' });
    expect(await screen.findByText('Ha Nguyen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Assign case managers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign case managers' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Case managers' }));
    expect(screen.queryByRole('option', { name: /^Ha Nguyen/ })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: /^Lan Nguyen/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(JSON.parse(server.requests.find((r) => r.method === 'POST')?.body ?? '{}')).toEqual({ userIds: [LAN.id] });
    expect(await screen.findByText('Lan Nguyen')).toBeInTheDocument();
    expect(screen.getByText('2 case managers')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Ha Nguyen' }));
    await waitFor(() => expect(screen.queryByText('Ha Nguyen')).not.toBeInTheDocument());
    expect(server.requests.some((r) => r.method === 'DELETE' && r.path === `${path}/${HA.id}`)).toBe(true);
  });

  it('shows the list without the assign and remove controls to a Case Manager', async () => {
    assigned = [LAN];
    renderWithRouter(<CaseManagersTab business={BUSINESS} roleId={Role.CaseManager} />, { path: '/businesses/x' });
    expect(await screen.findByText('Lan Nguyen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign case managers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  });
});
