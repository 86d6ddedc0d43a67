import { screen, waitFor, within, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { BusinessFormModal } from './BusinessFormModal';

configure({ asyncUtilTimeout: 20_000 });

let server: TestServer;
const CLIENT = { id: '00000000-0000-4000-8000-000000000001', name: 'Saigon Bakery' };

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.method === 'POST' && req.path === '/api/v1/businesses') {
      const body = JSON.parse(req.body) as Record<string, unknown>;
      return sendJson(res, 201, {
        data: {
          id: '00000000-0000-4000-8000-0000000000f1',
          clientName: CLIENT.name,
          clientCode: 'CL-000001',
          status: 'active',
          lockDate: null,
          caseManagers: [],
          createdAt: '2025-03-01T00:00:00.000Z',
          legalName: null,
          ...body,
        },
      });
    }
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const posts = () => server.requests.filter((r) => r.method === 'POST');

describe('business form', { timeout: 90_000 }, () => {
  it('refuses an ABN that fails the ATO checksum and sends a valid one compact', async () => {
    renderWithRouter(<BusinessFormModal opened onClose={() => undefined} client={CLIENT} />, { path: '/clients/x' });
    const dialog = await screen.findByRole('dialog', { name: 'New business' });
    expect(within(dialog).getByRole('textbox', { name: 'Client' })).toHaveValue('Saigon Bakery');
    expect(within(dialog).getByRole('combobox', { name: 'Financial year starts in' })).toHaveValue('July');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Business name' }), 'Saigon Bakery Cafe');
    const abn = within(dialog).getByRole('textbox', { name: 'ABN' });
    await userEvent.type(abn, '51 824 753 557');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create business' }));
    expect(await within(dialog).findByText('Enter a valid 11-digit ABN.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await userEvent.clear(abn);
    await userEvent.type(abn, '51824753556');
    await userEvent.tab();
    expect(abn).toHaveValue('51 824 753 556');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create business' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(posts()[0]?.body ?? '{}')).toEqual({
      clientId: CLIENT.id,
      name: 'Saigon Bakery Cafe',
      legalName: null,
      abn: '51824753556',
      gstRegistered: true,
      gstBasis: 'cash',
      basFrequency: 'quarterly',
      financialYearStartMonth: 7,
    });
    expect(await screen.findByText('Business created.')).toBeInTheDocument();
  });

  it('needs a business name', async () => {
    renderWithRouter(<BusinessFormModal opened onClose={() => undefined} client={CLIENT} />, { path: '/clients/x' });
    const dialog = await screen.findByRole('dialog', { name: 'New business' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create business' }));
    expect(await within(dialog).findByText('Enter the business name')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });
});
