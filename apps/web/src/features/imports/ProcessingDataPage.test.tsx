import { Role } from '@ledgerdesk/domain';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, sendPage, startServer, type TestServer } from '../../test/httpServer';
import { probedSearch, renderWithRouter } from '../../test/render';
import { signInTo } from '../../test/session';
import ProcessingDataPage from './ProcessingDataPage';

// The shared CI machine is slow: the first render of a page with its table takes seconds.
configure({ asyncUtilTimeout: 20_000 });

const BUSINESS = 'b0000000-0000-4000-8000-000000000001';
const imports = Array.from({ length: 130 }, (_, index) => ({
  id: `i${index + 1}`,
  businessId: BUSINESS,
  businessName: 'Bondi Beach Bakery',
  bankAccount: { id: 'a1', name: 'Everyday account' },
  fileName: `statement-${index + 1}.csv`,
  format: 'csv',
  status: 'committed',
  rowCount: 12,
  importedCount: 12,
  duplicateCount: 0,
  error: null,
  createdBy: { id: 'u1', name: 'Thu Hà' },
  createdAt: '2026-03-14T02:05:00.000Z',
  committedAt: '2026-03-14T02:06:00.000Z',
}));

let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === `/api/v1/businesses/${BUSINESS}/imports`) return sendPage(req, res, imports);
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
  signInTo(server.url, { userId: 'u1', roleId: Role.CaseManager, firstName: 'Thu', lastName: 'Hà' });
});

afterAll(() => server.close());

const lastList = () => server.requests.filter((r) => r.path.endsWith('/imports')).at(-1)?.query;

describe('processing data', { timeout: 60_000 }, () => {
  it("pages through a business's imports, keeping the business in the URL", async () => {
    renderWithRouter(<ProcessingDataPage />, { path: `/businesses/processing-data?businessId=${BUSINESS}` });
    expect(await screen.findByText('statement-1.csv')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 130')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('statement-11.csv')).toBeInTheDocument();
    expect(lastList()?.get('skip')).toBe('10');
    expect(probedSearch()).toEqual({ businessId: BUSINESS, page: '2', limit: '10' });
  });

  it('shows 100 rows a page when 100 is chosen, from page 1', async () => {
    renderWithRouter(<ProcessingDataPage />, { path: `/businesses/processing-data?businessId=${BUSINESS}&page=3&limit=10` });
    expect(await screen.findByText('21–30 of 130')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '100' }));
    expect(await screen.findByText('1–100 of 130')).toBeInTheDocument();
    await waitFor(() => expect(lastList()?.get('limit')).toBe('100'));
    expect(probedSearch()).toEqual({ businessId: BUSINESS, page: '1', limit: '100' });
  });

  it('offers a new import to staff who may write the ledger, and not to a Client, whom /conversion would send home', async () => {
    const { unmount } = renderWithRouter(<ProcessingDataPage />, { path: `/businesses/processing-data?businessId=${BUSINESS}` });
    expect(await screen.findByRole('link', { name: 'Import a statement' })).toBeInTheDocument();
    unmount();
    signInTo(server.url, { userId: 'u2', roleId: Role.Client, firstName: 'Mai', lastName: 'Lê' });
    renderWithRouter(<ProcessingDataPage />, { path: `/businesses/processing-data?businessId=${BUSINESS}` });
    expect(await screen.findByText('statement-1.csv')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Import a statement' })).not.toBeInTheDocument();
  });
});
