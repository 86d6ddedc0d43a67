/** The GST summary opens on the BAS period the business lodges and shows net GST (1A − 1B) as the PDF does. */
import { GST_WORKSHEET_LABELS, lastEndedBasPeriod, Role, type ReportDataOf } from '@ledgerdesk/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderRoutes } from '../../test/render';
import { signInTo } from '../../test/session';
import EditReportPage from './EditReportPage';
import { today } from './periods';
import { business, BUSINESS_ID } from './test/fixtures';

configure({ asyncUtilTimeout: 20_000 });

let server: TestServer;
let frequency: 'monthly' | 'quarterly' = 'quarterly';

/** Sales GST 1,000.00 and purchases GST 1,234.56: a refund of 234.56. */
function gstSummary(from: string, to: string, basis: 'cash' | 'accrual'): ReportDataOf<'gst-summary'> {
  const labels = { G1: 1100000, G2: 0, G3: 0, G10: 0, G11: 1358016, '1A': 100000, '1B': 123456 };
  return {
    type: 'gst-summary',
    from,
    to,
    compare: 'none',
    periods: [{ from, to }],
    registered: true,
    basis,
    method: 'accounts',
    labels,
    worksheet: Object.fromEntries(GST_WORKSHEET_LABELS.map((label) => [label, 0])) as ReportDataOf<'gst-summary'>['worksheet'],
    netGst: -23456,
    alternative: { '1A': 100000, '1B': 123456 },
    periodLabels: [labels],
  };
}

beforeAll(async () => {
  server = await startServer((req, res) => {
    const q = (name: string) => req.query.get(name) ?? '';
    if (req.path === `/api/v1/businesses/${BUSINESS_ID}`) sendJson(res, 200, { data: { ...business, basFrequency: frequency } });
    else if (req.path.endsWith('/report-locks')) sendJson(res, 200, { data: [] });
    else if (req.path.endsWith('/report-notes')) sendJson(res, 200, { data: [] });
    else if (req.path.endsWith('/reports/gst-summary'))
      sendJson(res, 200, { data: gstSummary(q('from'), q('to'), q('basis') === 'cash' ? 'cash' : 'accrual') });
    else sendJson(res, 404, { statusCode: 404, message: 'Not found' });
  });
  signInTo(server.url, { userId: 'u1', roleId: Role.CaseManager, firstName: 'An', lastName: 'Nguyen' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  frequency = 'quarterly';
});

const open = (query: string) =>
  renderRoutes([{ path: '/edit-report/:type', element: <EditReportPage /> }], `/edit-report/gst-summary?businessId=${BUSINESS_ID}${query}`);
const reportQuery = () => server.requests.filter((r) => r.path.endsWith('/reports/gst-summary')).at(-1)?.query;

describe('GST summary screen', { timeout: 90_000 }, () => {
  it('opens on the last BAS quarter that has ended, for a business that lodges quarterly', async () => {
    open('');
    const quarter = lastEndedBasPeriod(today(), 'quarterly');
    await waitFor(() => expect([reportQuery()?.get('from'), reportQuery()?.get('to')]).toEqual([quarter.from, quarter.to]));
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('Quarter');
  });

  it('opens on the last month for a business that lodges monthly', async () => {
    frequency = 'monthly';
    open('');
    const month = lastEndedBasPeriod(today(), 'monthly');
    await waitFor(() => expect([reportQuery()?.get('from'), reportQuery()?.get('to')]).toEqual([month.from, month.to]));
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('Month');
  });

  it('shows net GST (1A − 1B), a refund with a minus as its label says, and the basis it was computed on', async () => {
    open('&from=2026-07-01&to=2026-09-30&basis=cash');
    const table = await screen.findByRole('table', { name: 'GST summary (BAS)' });
    // One convention for negatives (ADR 0012): the label must not promise brackets the figure lacks.
    const net = within(table).getByRole('row', { name: /1A − 1B · Net GST: payable, or refundable when negative/ });
    expect(within(net).getByTestId('net-gst')).toHaveTextContent('-$234.56');
    const details = screen.getByRole('group', { name: 'Report details' });
    expect(details).toHaveTextContent('No ABN recorded');
    expect(details).toHaveTextContent('Cash basis');
  });
});
