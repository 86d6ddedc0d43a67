import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { LocationProbe, renderRoutes } from '../../test/render';
import BrandSelectServicesPage from './BrandSelectServicesPage';
import { BRAND_ID, brandAnswer } from './testBrand';

const service = (id: string, name: string, sortOrder: number, active = true) => ({
  id,
  name,
  description: `${name} for the brand's clients.`,
  active,
  sortOrder,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const SERVICES = [
  service('a1a1a1a1-0000-4000-8000-000000000001', 'Bookkeeping', 1),
  service('a1a1a1a1-0000-4000-8000-000000000002', 'BAS lodgement', 2),
  service('a1a1a1a1-0000-4000-8000-000000000003', 'Payroll', 3),
  service('a1a1a1a1-0000-4000-8000-000000000004', 'Old service', 4, false),
];
const chart = (id: string, name: string, kind: string, brandId: string | null) => ({
  id,
  kind,
  name,
  brandId,
  brandName: null,
  businessId: null,
  sourceChartId: null,
  accountCount: 85,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const SYSTEM_CHART = 'c0c0c0c0-0000-4000-8000-000000000001';
const OTHER_BRAND_CHART = 'c0c0c0c0-0000-4000-8000-000000000002';

let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === '/api/v1/services') return sendJson(res, 200, { data: SERVICES, pagination: { skip: 0, limit: 4, total: 4 } });
    if (req.path === '/api/v1/charts') {
      const charts = [
        chart(SYSTEM_CHART, 'Australian small business', 'system', null),
        chart(OTHER_BRAND_CHART, 'Another brand', 'brand', 'b0000000-0000-4000-8000-000000000009'),
      ];
      return sendJson(res, 200, { data: charts, pagination: { skip: 0, limit: 2, total: 2 } });
    }
    if (req.method === 'GET' && req.path === `/api/v1/brands/${BRAND_ID}`) return sendJson(res, 200, brandAnswer());
    if (req.method === 'PUT' && req.path === `/api/v1/brands/${BRAND_ID}/services`) return sendJson(res, 200, brandAnswer());
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});

afterAll(() => server.close());

describe('create a brand, step 2', () => {
  it('puts the chosen services and chart template, then opens the brand', async () => {
    renderRoutes(
      [
        { path: '/brands/select-services', element: <BrandSelectServicesPage /> },
        { path: '/brands/:id', element: <LocationProbe /> },
      ],
      `/brands/select-services?brandId=${BRAND_ID}`,
    );
    const bookkeeping = await screen.findByRole('checkbox', { name: /Bookkeeping/ });
    expect(screen.queryByRole('checkbox', { name: /Old service/ })).not.toBeInTheDocument();
    await userEvent.click(bookkeeping);
    await userEvent.click(screen.getByRole('checkbox', { name: /Payroll/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Bookkeeping/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Bookkeeping/ }));

    await userEvent.click(screen.getByLabelText('Chart-of-accounts template', { selector: 'input' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: /Another brand/ })).not.toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Australian small business (85 accounts)' }));

    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/brands/${BRAND_ID}`));
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`/api/v1/brands/${BRAND_ID}/services`);
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ serviceIds: [SERVICES[2]?.id, SERVICES[0]?.id], coaTemplateId: SYSTEM_CHART });
  });

  it('asks for step 1 without a brand', () => {
    renderRoutes([{ path: '/brands/select-services', element: <BrandSelectServicesPage /> }], '/brands/select-services');
    expect(screen.getByText("Create the brand's details first.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to step 1' })).toHaveAttribute('href', '/brands/create');
  });
});
