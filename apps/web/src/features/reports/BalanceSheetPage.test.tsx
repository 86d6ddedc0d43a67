/** The balance sheet's figures are balances: their drill-down reaches back to the first line, and the earnings open too. */
import { Role } from '@ledgerdesk/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { signInTo } from '../../test/session';
import BalanceSheetPage from './BalanceSheetPage';
import { balanceSheet, business, BUSINESS_ID, lock } from './test/fixtures';

configure({ asyncUtilTimeout: 20_000 });

let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === `/api/v1/businesses/${BUSINESS_ID}`) sendJson(res, 200, { data: { ...business, abn: '51824753556' } });
    else if (req.path.endsWith('/report-locks')) sendJson(res, 200, { data: APPROVED });
    else if (req.path.endsWith('/reports/lines')) sendJson(res, 200, { data: [], pagination: { skip: 0, limit: 200, total: 0 }, total: 0 });
    else if (req.path.endsWith('/reports/balance-sheet'))
      sendJson(res, 200, { data: balanceSheet(req.query.get('from') ?? '', req.query.get('to') ?? '') });
    else sendJson(res, 404, { statusCode: 404, message: 'Not found' });
  });
  signInTo(server.url, { userId: 'u1', roleId: Role.Supervisor, firstName: 'An', lastName: 'Nguyen' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const PATH = `/businesses/accounting-report/balance-sheet?businessId=${BUSINESS_ID}&from=2026-01-01&to=2026-03-31`;
const APPROVED = [
  lock({
    type: 'balance-sheet',
    from: '2026-01-01',
    to: '2026-03-31',
    status: 'approved',
    decidedByName: 'Dung Pham',
    decidedAt: '2026-04-02T01:30:00.000Z',
  }),
];

async function open(figure: string) {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${figure}, `) }));
  const drawer = await screen.findByRole('dialog', { name: `Journal lines — ${figure}` });
  await within(drawer).findByText('No journal lines behind this figure.');
  const request = server.requests.filter((r) => r.path.endsWith('/reports/lines')).at(-1);
  return { drawer, query: Object.fromEntries(request?.query ?? []) };
}

describe('balance sheet header', { timeout: 90_000 }, () => {
  it('carries the ABN and basis, is headed "As at" its date, and says who approved it', async () => {
    renderWithRouter(<BalanceSheetPage />, { path: PATH });
    const details = await screen.findByRole('group', { name: 'Report details' });
    expect(details).toHaveTextContent('ABN 51 824 753 556');
    expect(details).toHaveTextContent('Accrual basis');
    expect(details).toHaveTextContent('As at 31/03/2026');
    await waitFor(() => expect(details).toHaveTextContent(/Approved by Dung Pham on \d{2}:\d{2}, 0\d\/04\/2026/));
    const table = await screen.findByRole('table', { name: 'Balance sheet' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Account', '31/03/2026']);
  });
});

describe('balance sheet drill-down', { timeout: 90_000 }, () => {
  it('lists every line of an account to the balance date, not only the period’s', async () => {
    renderWithRouter(<BalanceSheetPage />, { path: PATH });
    const { drawer, query } = await open('Business cheque account');
    expect(query).toEqual({ accountId: '00000000-0000-4000-8000-00000000a004', to: '2026-03-31', limit: '200' });
    expect(drawer).toHaveTextContent('Every line to 31/03/2026');
  });

  it('opens retained earnings to the balance date, and current-year earnings from the financial year’s start', async () => {
    renderWithRouter(<BalanceSheetPage />, { path: PATH });
    const retained = await open('Retained earnings');
    expect(retained.query).toEqual({ earnings: 'retained', to: '2026-03-31', limit: '200' });
    await userEvent.keyboard('{Escape}');
    const currentYear = await open('Current year earnings');
    expect(currentYear.query).toEqual({ earnings: 'currentYear', from: '2025-07-01', to: '2026-03-31', limit: '200' });
    expect(currentYear.drawer).toHaveTextContent('01/07/2025 to 31/03/2026');
  });
});
