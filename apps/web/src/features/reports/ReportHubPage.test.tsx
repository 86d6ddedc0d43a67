/** The approvals list on the reports hub: every waiting request for approvers, with a link to its report and period. */
import { Role, type PendingReportLock, type RoleId } from '@ledgerdesk/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderRoutes } from '../../test/render';
import { session } from '../auth/session';
import ReportHubPage from './ReportHubPage';
import { lock } from './test/fixtures';

configure({ asyncUtilTimeout: 20_000 });

let server: TestServer;
/** What the pending list answers: staff who approve nothing get an empty list. */
let waiting: PendingReportLock[] = [];

/** The list holds only the requests the caller may decide. */
const pending = (patch: Partial<PendingReportLock>): PendingReportLock => {
  const { snapshot: _, ...waiting } = lock({ mayDecide: true });
  return { ...waiting, businessName: 'Harbour Cafe', ...patch };
};

const PENDING = [
  pending({
    id: 'l1',
    type: 'gst-summary',
    businessId: 'b-1',
    from: '2026-07-01',
    to: '2026-09-30',
    warnings: { periodOpen: false, uncodedLines: 3, unreconciledLines: 5 },
  }),
  pending({
    id: 'l2',
    businessId: 'b-2',
    businessName: 'Saigon Bakery',
    from: '2026-07-01',
    to: '2027-06-30',
    warnings: { periodOpen: true, uncodedLines: 0, unreconciledLines: 0 },
  }),
];

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === '/api/v1/report-locks/pending') {
      return sendJson(res, 200, { data: waiting, pagination: { skip: 0, limit: 10, total: waiting.length } });
    }
    return sendJson(res, 404, { statusCode: 404, message: 'Not found' });
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  waiting = PENDING;
});

function open(roleId: RoleId) {
  session.set({ accessToken: 'token', userId: 'u1', roleId, profile: { firstName: 'An', lastName: 'Nguyen', avatar: null } });
  renderRoutes([{ path: '/businesses/accounting-report', element: <ReportHubPage /> }], '/businesses/accounting-report');
}

describe('reports hub: approvals list', { timeout: 60_000 }, () => {
  it('shows an approver every waiting request with its warnings and a link to the report and period', async () => {
    open(Role.Supervisor);
    const table = await screen.findByRole('table', { name: 'Waiting for approval' });
    const gst = within(table).getByRole('row', { name: /Harbour Cafe/ });
    expect(gst).toHaveTextContent('GST summary (BAS)');
    expect(gst).toHaveTextContent('01/07/2026 – 30/09/2026');
    expect(gst).toHaveTextContent('Binh Tran');
    expect(gst).toHaveTextContent('3 uncoded lines');
    expect(gst).toHaveTextContent('5 unreconciled lines');
    expect(within(gst).getByRole('link', { name: /Review the GST summary \(BAS\) of Harbour Cafe/ })).toHaveAttribute(
      'href',
      '/edit-report/gst-summary?businessId=b-1&from=2026-07-01&to=2026-09-30',
    );
    const unfinished = within(table).getByRole('row', { name: /Saigon Bakery/ });
    expect(unfinished).toHaveTextContent('Period not ended');
    expect(within(unfinished).getByRole('link')).toHaveAttribute(
      'href',
      '/edit-report/profit-loss?businessId=b-2&from=2026-07-01&to=2027-06-30',
    );
  });

  it('is not shown to a Case Manager whom no brand names as an approver', async () => {
    waiting = [];
    open(Role.CaseManager);
    expect(await screen.findByText('Choose a business to see its reports.')).toBeInTheDocument();
    await waitFor(() => expect(server.requests.some((r) => r.path === '/api/v1/report-locks/pending')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Waiting for approval' })).not.toBeInTheDocument();
  });

  it('shows a Case Manager named as a brand approver the requests waiting on them', async () => {
    open(Role.CaseManager);
    const table = await screen.findByRole('table', { name: 'Waiting for approval' });
    expect(within(table).getByRole('row', { name: /Harbour Cafe/ })).toBeInTheDocument();
  });

  it('is never asked for by a role that neither locks nor approves', async () => {
    open(Role.Client);
    expect(await screen.findByText('Choose a business to see its reports.')).toBeInTheDocument();
    expect(server.requests.some((r) => r.path === '/api/v1/report-locks/pending')).toBe(false);
  });
});
