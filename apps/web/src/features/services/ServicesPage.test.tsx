import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import ServicesPage from './ServicesPage';

const service = (id: string, name: string, sortOrder: number, active = true) => ({
  id,
  name,
  description: `${name} every month.`,
  active,
  sortOrder,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const catalogue = [service('s1', 'Bookkeeping', 1), service('s2', 'Payroll', 2)];

let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.method === 'GET' && req.path === '/api/v1/services')
      return sendJson(res, 200, { data: catalogue, pagination: { skip: 0, limit: 2, total: 2 } });
    if (req.method === 'POST' && req.path === '/api/v1/services')
      return sendJson(res, 201, { data: { ...service('s3', 'x', 3), ...(JSON.parse(req.body) as object) } });
    if (req.method === 'PATCH' && req.path === '/api/v1/services/s2')
      return sendJson(res, 200, { data: { ...service('s2', 'Payroll', 2), ...(JSON.parse(req.body) as object) } });
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});

afterAll(() => server.close());

describe('services catalogue', { timeout: 30_000 }, () => {
  it('switches a service off in place and adds a new one after the others', async () => {
    renderWithRouter(<ServicesPage />, { path: '/services' });
    await userEvent.click(await screen.findByRole('switch', { name: 'Payroll is active' }));
    await waitFor(() => expect(server.requests.find((r) => r.method === 'PATCH')?.body).toBe('{"active":false}'));

    await userEvent.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add service' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'BAS lodgement');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Lodged with the ATO.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(JSON.parse(server.requests.find((r) => r.method === 'POST')?.body ?? '{}')).toEqual({
      name: 'BAS lodgement',
      description: 'Lodged with the ATO.',
      active: true,
      sortOrder: 3,
    });
    expect(await screen.findByText('Service added.')).toBeInTheDocument();
  });
});
