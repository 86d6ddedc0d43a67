import { Role } from '@ledgerdesk/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { signInTo } from '../../test/session';
import DrivenReportIframePage from './DrivenReportIframePage';
import DrivenReportPage from './DrivenReportPage';
import { business, BUSINESS_ID, profitAndLoss } from './test/fixtures';

configure({ asyncUtilTimeout: 20_000 });

let server: TestServer;
const saved = {
  id: 'd1',
  businessId: BUSINESS_ID,
  businessName: 'Harbour Cafe',
  name: 'Board pack',
  createdBy: { id: 'u1', name: 'An Nguyen' },
  definition: { type: 'profit-and-loss', period: { preset: 'last-financial-year' }, compare: 'previous-year', columns: ['amount'] },
  resolvedPeriod: { from: '2024-07-01', to: '2025-06-30' },
  createdAt: '2026-07-01T00:00:00.000Z',
};

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === `/api/v1/businesses/${BUSINESS_ID}`) sendJson(res, 200, { data: business });
    else if (req.path === '/api/v1/businesses') sendJson(res, 200, { data: [business], pagination: { skip: 0, limit: 100, total: 1 } });
    else if (req.path.endsWith('/reports/profit-and-loss'))
      sendJson(res, 200, {
        data: profitAndLoss(
          req.query.get('from') ?? '',
          req.query.get('to') ?? '',
          req.query.get('compare') === 'previous-year' ? 'previous-year' : 'none',
        ),
      });
    else if (req.path.endsWith(`${BUSINESS_ID}/driven-reports`) && req.method === 'POST')
      sendJson(res, 201, { data: { ...saved, id: 'd2', ...(JSON.parse(req.body) as object) } });
    else if (req.path.endsWith(`${BUSINESS_ID}/driven-reports`)) sendJson(res, 200, { data: [saved] });
    else if (req.path === '/api/v1/driven-reports/d1/embed-link')
      sendJson(res, 201, {
        data: { url: 'http://app.test/driven-report/iframe?token=abc', token: 'abc', expiresAt: '2026-07-02T00:00:00.000Z' },
      });
    else if (req.path === '/api/v1/public/driven-reports') {
      if (req.query.get('token') === 'good') {
        sendJson(res, 200, {
          data: {
            name: 'Board pack',
            businessName: 'Harbour Cafe',
            definition: saved.definition,
            brand: { name: 'Ledger Co', primaryColor: '#225588' },
            report: profitAndLoss('2025-07-01', '2026-06-30', 'previous-year'),
          },
        });
      } else sendJson(res, 401, { statusCode: 401, message: 'The link has expired.' });
    } else sendJson(res, 404, { statusCode: 404, message: 'Not found' });
  });
  signInTo(server.url, { userId: 'u1', roleId: Role.CaseManager, firstName: 'An', lastName: 'Nguyen' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe('report builder', { timeout: 90_000 }, () => {
  it('previews and saves a report built from type, period, comparison and columns', async () => {
    const user = userEvent.setup();
    renderWithRouter(<DrivenReportPage />, { path: `/driven-report?businessId=${BUSINESS_ID}` });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Year on year');
    await user.click(screen.getByRole('combobox', { name: 'Compare with' }));
    await user.click(await screen.findByRole('option', { name: 'Same period last year' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const table = await screen.findByRole('table', { name: 'Year on year' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Save report' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST' && r.path.endsWith('/driven-reports'))).toBe(true));
    const body = JSON.parse(server.requests.find((r) => r.method === 'POST')?.body ?? '{}') as { name: string; definition: unknown };
    expect(body).toEqual({
      name: 'Year on year',
      definition: { type: 'profit-and-loss', period: { preset: 'this-financial-year' }, compare: 'previous-year', columns: [] },
    });
  });

  it('opens a saved report and copies its embed link', async () => {
    const user = userEvent.setup();
    renderWithRouter(<DrivenReportPage />, { path: `/driven-report?businessId=${BUSINESS_ID}` });
    const list = await screen.findByRole('table', { name: 'Saved reports' });
    await user.click(within(list).getByRole('button', { name: 'Copy embed link' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe('http://app.test/driven-report/iframe?token=abc'));
    await user.click(within(list).getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('table', { name: 'Board pack' })).toBeInTheDocument();
    const request = server.requests.find((r) => r.path.endsWith('/reports/profit-and-loss'));
    expect(request?.query.get('compare')).toBe('previous-year');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Board pack');
  });
});

describe('embedded report', { timeout: 90_000 }, () => {
  it('shows the report of a valid token without the application frame or drill-down', async () => {
    renderWithRouter(<DrivenReportIframePage />, { path: '/driven-report/iframe?token=good' });
    const table = await screen.findByRole('table', { name: 'Board pack' });
    expect(screen.getByRole('heading', { level: 1, name: 'Board pack' })).toBeInTheDocument();
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(within(table).getByRole('row', { name: /^Net profit/ })).toHaveTextContent('$8,095.62');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says the link is not valid when the token is refused', async () => {
    renderWithRouter(<DrivenReportIframePage />, { path: '/driven-report/iframe?token=old' });
    // Toasts of earlier tests are alerts too: find this one by its words.
    expect((await screen.findByText('This link is not valid or has expired.')).closest('[role="alert"]')).not.toBeNull();
  });
});
