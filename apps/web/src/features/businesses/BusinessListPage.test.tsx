import { Role } from '@ledgerdesk/domain';
import { configure, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { signInTo } from '../../test/session';
import BusinessListPage from './BusinessListPage';
import { buildBusiness } from './test/fixtures';

configure({ asyncUtilTimeout: 20_000 });

const business = buildBusiness();
let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === '/api/v1/businesses') return sendJson(res, 200, { data: [business], pagination: { skip: 0, limit: 10, total: 1 } });
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
  signInTo(server.url, { userId: 'u3', roleId: Role.CaseManager, firstName: 'Trần', lastName: 'Thu Hà' });
});
afterAll(() => server.close());

describe("a Case Manager's business list", { timeout: 90_000 }, () => {
  it('applies the quick search keyword and offers no client filter or creation', async () => {
    renderWithRouter(<BusinessListPage />, { path: '/business-management?page=1&clientKeyword=Harbour' });
    expect(await screen.findByRole('heading', { name: 'Business management' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Harbourside Dental' })).toHaveAttribute('href', `/businesses/${business.id}`);
    await waitFor(() => expect(server.requests.at(-1)?.query.get('keyword')).toBe('Harbour'));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('Harbour');
    expect(screen.getByText('GST accrual basis')).toBeInTheDocument();
    expect(screen.getByText('BAS: Monthly')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New business' })).not.toBeInTheDocument();
    expect(server.requests.every((r) => r.path === '/api/v1/businesses')).toBe(true);
  });
});
