import { Role } from '@ledgerdesk/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { signInTo } from '../../test/session';
import ProfitAndLossPage from './ProfitAndLossPage';
import { business, BUSINESS_ID, profitAndLoss, salesLines } from './test/fixtures';

configure({ asyncUtilTimeout: 20_000 });

let server: TestServer;
let failReports = false;
/** The uncoded bank lines the next profit and loss answers with; none by default. */
let uncoded: { count: number; amount: number; from: string | null; to: string } | undefined;

beforeAll(async () => {
  server = await startServer((req, res) => {
    const q = (name: string) => req.query.get(name) ?? '';
    if (req.path === `/api/v1/businesses/${BUSINESS_ID}`) sendJson(res, 200, { data: business });
    else if (req.path.endsWith('/report-locks')) sendJson(res, 200, { data: [] });
    else if (req.path.endsWith('/reports/lines')) {
      const data = req.query.get('accountId') === salesLines[0]?.accountId ? salesLines : [];
      sendJson(res, 200, { data, pagination: { skip: 0, limit: 200, total: data.length }, total: data.reduce((s, l) => s + l.amount, 0) });
    } else if (req.path.endsWith('/reports/profit-and-loss')) {
      if (failReports) sendJson(res, 500, { statusCode: 500, message: 'boom' });
      else {
        const data = profitAndLoss(q('from'), q('to'), q('compare') === 'previous-year' ? 'previous-year' : 'none');
        sendJson(res, 200, { data: uncoded ? { ...data, uncoded } : data });
      }
    } else sendJson(res, 404, { statusCode: 404, message: 'Not found' });
  });
  signInTo(server.url, { userId: 'u1', roleId: Role.Supervisor, firstName: 'An', lastName: 'Nguyen' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  failReports = false;
  uncoded = undefined;
});

const reportRequests = () => server.requests.filter((r) => r.path.endsWith('/reports/profit-and-loss'));
const PATH = `/businesses/accounting-report/profit-and-loss?businessId=${BUSINESS_ID}&from=2025-07-01&to=2026-06-30`;

describe('profit and loss page', { timeout: 90_000 }, () => {
  it('lays out sections, indented lines, bold totals, negatives with a minus and exact cents', async () => {
    renderWithRouter(<ProfitAndLossPage />, { path: PATH });
    const table = await screen.findByRole('table', { name: 'Profit and loss' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Profit and loss — Harbour Cafe');
    const row = (label: string) => within(table).getByRole('row', { name: new RegExp(`^${label}`) });
    expect(row('4-1000 · Sales')).toHaveTextContent('$12,345.67');
    expect(row('4-9000 · Refunds')).toHaveTextContent('-$250.05');
    expect(row('Net profit')).toHaveTextContent('$8,095.62');
    expect(row('Net profit')).toHaveAttribute('data-kind', 'total');
    expect(row('Income')).toHaveAttribute('data-kind', 'section');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Account', 'FY2026']);
    expect(reportRequests()[0]?.query.get('compare')).toBe('none');
  });

  it('adds the comparison column of the same period last year', async () => {
    renderWithRouter(<ProfitAndLossPage />, { path: PATH });
    await screen.findByRole('table', { name: 'Profit and loss' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Compare with' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Same period last year' }));
    await waitFor(() => expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Account', 'FY2026', 'FY2025']));
    const table = screen.getByRole('table', { name: 'Profit and loss' });
    expect(within(table).getByRole('row', { name: /4-1000 · Sales/ })).toHaveTextContent('$12,345.67$10,000.01');
    expect(reportRequests().at(-1)?.query.get('compare')).toBe('previous-year');
    expect(screen.getByTestId('location')).toHaveTextContent('compare=previous-year');
  });

  it('opens the journal lines behind a figure from the keyboard', async () => {
    renderWithRouter(<ProfitAndLossPage />, { path: PATH });
    const figure = await screen.findByRole('button', { name: 'Sales, FY2026: $12,345.67. Show the journal lines' });
    figure.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Journal lines — Sales' });
    expect(await within(drawer).findByText('Invoice 1001')).toBeInTheDocument();
    const rows = within(drawer)
      .getAllByRole('row')
      .map((r) => r.textContent ?? '');
    // Oldest first; credits shown with a minus; the total is of every line.
    expect(rows[1]).toContain('#11');
    expect(rows[2]).toContain('#12');
    expect(within(drawer).getByTestId('drill-total')).toHaveTextContent('-$12,345.67');
    const request = server.requests.find((r) => r.path.endsWith('/reports/lines'));
    expect(request?.query.get('from')).toBe('2025-07-01');
    expect(request?.query.get('to')).toBe('2026-06-30');
  });

  it('moves the period with the presets', async () => {
    renderWithRouter(<ProfitAndLossPage />, { path: PATH });
    await screen.findByRole('table', { name: 'Profit and loss' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Quarter' }));
    await waitFor(() =>
      expect(reportRequests().some((r) => r.query.get('from') === '2026-04-01' && r.query.get('to') === '2026-06-30')).toBe(true),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last financial year' }));
    await waitFor(() =>
      expect(reportRequests().some((r) => r.query.get('from') === '2024-07-01' && r.query.get('to') === '2025-06-30')).toBe(true),
    );
  });

  it('says so when the report cannot be loaded', async () => {
    failReports = true;
    renderWithRouter(<ProfitAndLossPage />, { path: PATH });
    expect(await screen.findByRole('alert')).toHaveTextContent('The report could not be loaded.');
  });
});

describe('uncoded bank lines', { timeout: 90_000 }, () => {
  it('says how many lines are missing from the report, their sum, and links to them in the master table', async () => {
    uncoded = { count: 12, amount: -123456, from: '2025-07-01', to: '2026-06-30' };
    renderWithRouter(<ProfitAndLossPage />, { path: PATH });
    const alert = await screen.findByRole('alert', { name: '12 uncoded bank lines are not in this report' });
    expect(alert).toHaveTextContent('Bank lines from 01/07/2025 to 30/06/2026 that nobody has coded yet, net -$1,234.56, are missing');
    expect(within(alert).getByRole('link', { name: 'Code them in the master table' })).toHaveAttribute(
      'href',
      `/businesses/master-table?businessId=${BUSINESS_ID}&status=uncoded&to=2026-06-30&from=2025-07-01`,
    );
  });

  it('says nothing when every line of the period is coded', async () => {
    uncoded = { count: 0, amount: 0, from: '2025-07-01', to: '2026-06-30' };
    renderWithRouter(<ProfitAndLossPage />, { path: PATH });
    await screen.findByRole('table', { name: 'Profit and loss' });
    expect(screen.queryByText(/uncoded/)).not.toBeInTheDocument();
  });
});
