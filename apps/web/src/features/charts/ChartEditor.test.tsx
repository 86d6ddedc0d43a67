import { Role } from '@ledgerdesk/domain';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderRoutes } from '../../test/render';
import { signInTo } from '../../test/session';
import { nodeFile, withNodeMultipart } from '../brands/nodeMultipart';
import ChartTemplatePage from './ChartTemplatePage';

configure({ asyncUtilTimeout: 20_000 });

const CHART_ID = '00000000-0000-4000-8000-0000000000c1';
const chart = {
  id: CHART_ID,
  kind: 'system',
  name: 'Australian small business',
  brandId: null,
  brandName: null,
  businessId: null,
  sourceChartId: null,
  accountCount: 2,
  createdAt: '2026-01-01T00:00:00Z',
};
const account = (id: string, code: string, name: string) => ({
  id,
  chartId: CHART_ID,
  code,
  name,
  type: 'expense',
  subtype: 'other',
  taxCode: 'GST',
  description: '',
  active: true,
  systemRole: null,
  hasPostings: false,
});
const LONG_NAME = Array.from({ length: 40 }, (_, i) => `Motor vehicle expense line ${i}`).join(' ');

let server: TestServer;

withNodeMultipart();

beforeAll(async () => {
  server = await startServer((req, res) => {
    const key = `${req.method} ${req.path}`;
    if (key === `GET /api/v1/charts/${CHART_ID}`) return sendJson(res, 200, { data: chart });
    if (key === `GET /api/v1/charts/${CHART_ID}/accounts`) {
      return sendJson(res, 200, {
        data: [account('a1', '6-1250', LONG_NAME), account('a2', '6-1300', 'Rent')],
        pagination: { skip: 0, limit: 2, total: 2 },
      });
    }
    if (key === `POST /api/v1/charts/${CHART_ID}/accounts`)
      return sendJson(res, 409, { statusCode: 409, code: 'CONFLICT', message: 'The code 6-1250 is already in this chart.' });
    if (key === `POST /api/v1/charts/${CHART_ID}/accounts/import`) {
      return sendJson(res, 422, {
        statusCode: 422,
        code: 'UNPROCESSABLE',
        message: 'The file was not imported (1 problem). Line 3: enter a name.',
      });
    }
    return sendJson(res, 404, { statusCode: 404, message: 'Not found' });
  });
  signInTo(server.url, { userId: 'u1', roleId: Role.SuperAdmin, firstName: 'Ada', lastName: 'Admin' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function open() {
  renderRoutes(
    [{ path: '/coa-management-system/:id', element: <ChartTemplatePage /> }],
    `/coa-management-system/${CHART_ID}`,
    createQueryClient(),
  );
}

describe('chart editor', { timeout: 90_000 }, () => {
  it('clamps every cell to 5 lines', async () => {
    open();
    const cell = await screen.findByText(LONG_NAME);
    expect(cell.style.getPropertyValue('--text-line-clamp')).toBe('5');
    expect(screen.getByText('6-1300').style.getPropertyValue('--text-line-clamp')).toBe('5');
  });

  it("shows the server's 409 when a code is already in the chart", async () => {
    open();
    await screen.findByText('Rent');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add account' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code' }), '6-1250');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Fuel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The code 6-1250 is already in this chart.')).toBeInTheDocument();
    const sent = server.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ code: '6-1250', name: 'Fuel', type: 'expense', taxCode: 'GST', active: true });
    expect(screen.getByRole('dialog', { name: 'Add account' })).toBeInTheDocument();
  });

  it('checks the code before sending', async () => {
    open();
    await screen.findByText('Rent');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add account' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'bad code');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Use 1 to 20 letters/)).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("shows the import's line-numbered error", async () => {
    open();
    await screen.findByText('Rent');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, {
      target: { files: [nodeFile(new TextEncoder().encode('Code,Name,Type\n6-1400,,expense\n'), 'chart.csv', 'text/csv')] },
    });
    const message = await screen.findByText(/Line 3: enter a name\./);
    expect(message.closest('[role="alert"]')).toHaveTextContent('The CSV was not imported');
    const sent = server.requests.find((r) => r.method === 'POST');
    expect(sent?.path).toBe(`/api/v1/charts/${CHART_ID}/accounts/import`);
    expect(sent?.body).toContain('6-1400,,expense');
  });
});
