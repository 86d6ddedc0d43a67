import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import BrandsPage from './BrandsPage';
import { brandAnswer } from './testBrand';

const brands = Array.from({ length: 10 }, (_, index) => ({
  ...brandAnswer({ id: `b${index}`, name: `Brand ${index}`, slug: `brand-${index}`, primaryColor: '#0b7285' }).data,
  logoUrl: index === 0 ? '/api/v1/brands/b0/logo?v=abc' : null,
}));

let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === '/api/v1/brands') {
      const skip = Number(req.query.get('skip'));
      return sendJson(res, 200, { data: brands, pagination: { skip, limit: Number(req.query.get('limit')), total: 23 } });
    }
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});

afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const lastQuery = () => server.requests.filter((r) => r.path === '/api/v1/brands').at(-1)?.query;

describe('brand list', { timeout: 30_000 }, () => {
  it('shows logos and colour swatches, and sends search, status and paging', async () => {
    renderWithRouter(<BrandsPage />, { path: '/brands' });
    const table = await screen.findByRole('table', { name: 'Brands' });
    expect(await within(table).findByRole('link', { name: 'Brand 0' })).toHaveAttribute('href', '/brands/b0');
    expect(within(table).getByRole('img', { name: 'Brand 0 logo' })).toHaveAttribute('src', `${server.url}/api/v1/brands/b0/logo?v=abc`);
    expect(within(table).getAllByLabelText('Colour #0b7285')).toHaveLength(10);

    await userEvent.type(screen.getByRole('textbox', { name: 'Search brands' }), 'harbour{Enter}');
    await waitFor(() => expect(lastQuery()?.get('keyword')).toBe('harbour'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(lastQuery()?.get('status')).toBe('inactive'));

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery()?.get('skip')).toBe('10'));
    expect(lastQuery()?.get('keyword')).toBe('harbour');
    expect(screen.getByTestId('location')).toHaveTextContent('/brands?keyword=harbour&status=inactive&page=2&limit=10');
  });
});
