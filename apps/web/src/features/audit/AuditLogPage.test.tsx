import { Role } from '@ledgerdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { buildMember } from '../../test/contracts';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import AuditLogPage from './AuditLogPage';

const OLIVIA = 'e9414f20-8c3b-4a1f-bc95-8b10d5586354';
const ENTRIES = [
  {
    id: 42,
    action: 'brand.updated',
    entity: 'brand',
    entityId: '3d92f84f-532e-4f1a-9c3a-39cf55142678',
    before: { name: 'Harbour', status: 'active', primaryColor: '#0b7285' },
    after: { name: 'Harbour Ledger', status: 'active', primaryColor: '#0b7285' },
    createdAt: '2026-03-14T02:05:00.000Z',
    actor: { id: OLIVIA, name: 'Olivia Bennett', email: 'superadmin@demo.test' },
  },
  {
    id: 41,
    action: 'chart.created',
    entity: 'chart',
    entityId: null,
    before: null,
    after: { name: 'Australian small business' },
    createdAt: '2026-03-13T23:10:00.000Z',
    actor: null,
  },
];

let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === '/api/v1/audit-logs') return sendJson(res, 200, { data: ENTRIES, pagination: { skip: 0, limit: 10, total: 2 } });
    if (req.path === '/api/v1/users') {
      const people = [
        buildMember({ id: OLIVIA, firstName: 'Olivia', lastName: 'Bennett', email: 'superadmin@demo.test', roleId: Role.SuperAdmin }),
      ];
      return sendJson(res, 200, { data: people, pagination: { skip: 0, limit: 20, total: 1 } });
    }
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});

afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const lastList = () => server.requests.filter((r) => r.path === '/api/v1/audit-logs').at(-1)?.query;

describe('audit log', { timeout: 30_000 }, () => {
  it('lists entries with the date format of the product', async () => {
    renderWithRouter(<AuditLogPage />, { path: '/audit-log' });
    const table = await screen.findByRole('table', { name: 'Audit entries' });
    expect(await within(table).findByText('02:05, 14/03/2026')).toBeInTheDocument();
    expect(within(table).getByText('Olivia Bennett')).toBeInTheDocument();
    expect(within(table).getByText('System')).toBeInTheDocument();
    expect(within(table).getByText('Chart of accounts')).toBeInTheDocument();
  });

  it('sends every filter to the server and keeps them in the URL', async () => {
    renderWithRouter(<AuditLogPage />, { path: '/audit-log?from=2026-03-01&to=2026-03-31&page=2' });
    await waitFor(() => expect(lastList()?.get('from')).toBe('2026-03-01'));
    expect(lastList()?.get('to')).toBe('2026-03-31');
    expect(lastList()?.get('skip')).toBe('10');

    await userEvent.click(screen.getByRole('combobox', { name: 'Entity' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Brand' }));
    await waitFor(() => expect(lastList()?.get('entity')).toBe('brand'));
    expect(lastList()?.get('skip')).toBe('0');

    await userEvent.type(screen.getByRole('combobox', { name: 'Action' }), 'brand.updated{Enter}');
    await waitFor(() => expect(lastList()?.get('action')).toBe('brand.updated'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Who' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Olivia Bennett' }));
    await waitFor(() => expect(lastList()?.get('actorId')).toBe(OLIVIA));

    const query = lastList();
    expect(Object.fromEntries(query ?? [])).toEqual({
      skip: '0',
      limit: '10',
      actorId: OLIVIA,
      entity: 'brand',
      action: 'brand.updated',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(screen.getByTestId('location').textContent).toContain('entity=brand');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastList()?.get('entity')).toBeNull());
    expect(lastList()?.get('from')).toBeNull();
  });

  it('opens an entry with before and after side by side, changed fields marked', async () => {
    renderWithRouter(<AuditLogPage />, { path: '/audit-log' });
    await userEvent.click(await screen.findByRole('button', { name: 'View the changes of entry 42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change details' });
    expect(within(dialog).getByText('Changed fields: name')).toBeInTheDocument();
    const before = within(dialog).getByRole('region', { name: 'Before' });
    const after = within(dialog).getByRole('region', { name: 'After' });
    expect(within(before).getByText('"Harbour"')).toBeInTheDocument();
    expect(within(after).getByText('"Harbour Ledger"')).toBeInTheDocument();
    expect(after.querySelectorAll('[data-changed]')).toHaveLength(1);
    expect(within(after).getByText('changed')).toBeInTheDocument();
  });
});
