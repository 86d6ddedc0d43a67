import { Role, type ReportLock, type ReportNote, type RoleId } from '@ledgerdesk/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderRoutes } from '../../test/render';
import { session } from '../auth/session';
import EditReportPage from './EditReportPage';
import { business, BUSINESS_ID, lock, profitAndLoss } from './test/fixtures';

configure({ asyncUtilTimeout: 20_000 });

let server: TestServer;
let locks: ReportLock[] = [];
let notes: ReportNote[] = [];

beforeAll(async () => {
  server = await startServer((req, res) => {
    const decision = /^\/api\/v1\/report-locks\/([^/]+)\/(approve|reject|unlock)$/.exec(req.path);
    if (req.path === `/api/v1/businesses/${BUSINESS_ID}`) sendJson(res, 200, { data: business });
    else if (req.path.endsWith('/reports/profit-and-loss')) sendJson(res, 200, { data: profitAndLoss('2025-07-01', '2026-06-30', 'none') });
    else if (req.path.endsWith('/report-locks/warnings'))
      sendJson(res, 200, { data: { periodOpen: false, uncodedLines: 0, unreconciledLines: 0 } });
    else if (req.path.endsWith('/report-locks') && req.method === 'POST') {
      const body = JSON.parse(req.body) as { from: string; to: string };
      locks = [lock({ id: 'lock-new', from: body.from, to: body.to, requestedByName: 'Chi Le' }), ...locks];
      sendJson(res, 201, { data: locks[0] });
    } else if (req.path.endsWith('/report-locks')) sendJson(res, 200, { data: locks });
    else if (decision) {
      const reason = (JSON.parse(req.body || '{}') as { reason?: string }).reason ?? null;
      const status = decision[2] === 'approve' ? 'approved' : decision[2] === 'reject' ? 'rejected' : 'unlocked';
      locks = locks.map((l) => (l.id === decision[1] ? { ...l, status, reason, mayDecide: false } : l));
      sendJson(res, 200, { data: locks.find((l) => l.id === decision[1]) });
    } else if (req.path.endsWith('/report-notes') && req.method === 'POST') {
      const body = JSON.parse(req.body) as { body: string };
      notes = [
        {
          id: `n${notes.length}`,
          type: 'profit-and-loss',
          from: '2025-07-01',
          to: '2026-06-30',
          body: body.body,
          authorName: 'An Nguyen',
          createdAt: '2026-07-03T01:00:00.000Z',
        },
        ...notes,
      ];
      sendJson(res, 201, { data: notes[0] });
    } else if (req.path.endsWith('/report-notes')) sendJson(res, 200, { data: notes });
    else sendJson(res, 404, { statusCode: 404, message: 'Not found' });
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  locks = [];
  notes = [];
});

function open(roleId: RoleId) {
  session.set({ accessToken: 'token', userId: 'u1', roleId, profile: { firstName: 'An', lastName: 'Nguyen', avatar: null } });
  return renderRoutes(
    [{ path: '/edit-report/:type', element: <EditReportPage /> }],
    `/edit-report/profit-loss?businessId=${BUSINESS_ID}&from=2025-07-01&to=2026-06-30`,
  );
}

const status = () => screen.findByTestId('report-status');
const posted = (suffix: string) => server.requests.find((r) => r.method === 'POST' && r.path.endsWith(suffix));

describe('edit report: lock flow', { timeout: 90_000 }, () => {
  it('a Case Manager requests a lock and sees it pending, without the approval step', async () => {
    open(Role.CaseManager);
    expect(await status()).toHaveTextContent('Work in progress');
    await userEvent.click(await screen.findByRole('button', { name: 'Request lock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a lock' });
    expect(dialog).toHaveTextContent('Lock the Profit and loss for 01/07/2025 to 30/06/2026?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(async () => expect(await status()).toHaveTextContent('Waiting to approval'));
    expect(JSON.parse(posted('/report-locks')?.body ?? '{}')).toEqual({ type: 'profit-and-loss', from: '2025-07-01', to: '2026-06-30' });
    await userEvent.click(screen.getByRole('button', { name: 'Pending' }));
    const pending = await screen.findByRole('dialog', { name: 'Lock request pending' });
    expect(pending).toHaveTextContent('Chi Le asked on');
    expect(within(pending).queryByRole('button', { name: 'Review request' })).not.toBeInTheDocument();
  });

  it('a Supervisor rejects a pending request only with a reason', async () => {
    locks = [lock({ mayDecide: true })];
    open(Role.Supervisor);
    expect(await status()).toHaveTextContent('Waiting to approval');
    await userEvent.click(screen.getByRole('button', { name: 'Pending' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Review request' }));
    const approval = await screen.findByRole('dialog', { name: 'Approve or reject the lock' });
    const reject = within(approval).getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    await userEvent.type(within(approval).getByRole('textbox', { name: /Reason/ }), 'Rent for June is missing');
    await userEvent.click(reject);
    await waitFor(async () => expect(await status()).toHaveTextContent('Work in progress'));
    expect(JSON.parse(posted('/lock-1/reject')?.body ?? '{}')).toEqual({ reason: 'Rent for June is missing' });
    expect(screen.getByText('Last request rejected: Rent for June is missing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request lock' })).toBeInTheDocument();
  });

  it('a Supervisor approves a pending request and cannot unlock it', async () => {
    locks = [lock({ mayDecide: true })];
    open(Role.Supervisor);
    await userEvent.click(await screen.findByRole('button', { name: 'Pending' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Review request' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Approve or reject the lock' })).getByRole('button', { name: 'Approve' }),
    );
    await waitFor(async () => expect(await status()).toHaveTextContent('Approved'));
    expect(posted('/lock-1/approve')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Unlock' })).not.toBeInTheDocument();
  });

  it('a Super Admin unlocks an approved report with a reason', async () => {
    locks = [lock({ status: 'approved', decidedByName: 'Dung Pham', decidedAt: '2026-07-04T02:00:00.000Z' })];
    open(Role.SuperAdmin);
    expect(await status()).toHaveTextContent('Approved');
    expect(screen.getByText(/Approved by Dung Pham/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock the report' });
    const confirm = within(dialog).getByRole('button', { name: 'Unlock' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Late supplier invoice');
    await userEvent.click(confirm);
    await waitFor(async () => expect(await status()).toHaveTextContent('Work in progress'));
    expect(JSON.parse(posted('/lock-1/unlock')?.body ?? '{}')).toEqual({ reason: 'Late supplier invoice' });
  });
});

describe('edit report: notes and compare view', { timeout: 90_000 }, () => {
  it('adds a note to the report of the period', async () => {
    open(Role.CaseManager);
    expect(await screen.findByText('No notes for this report yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Depreciation still to post');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Depreciation still to post')).toBeInTheDocument();
    expect(JSON.parse(posted('/report-notes')?.body ?? '{}')).toEqual({
      type: 'profit-and-loss',
      from: '2025-07-01',
      to: '2026-06-30',
      body: 'Depreciation still to post',
    });
  });

  it('shows the newest locked report beside the previous one with the differences marked, and hides it again', async () => {
    const newest = profitAndLoss('2025-07-01', '2026-06-30', 'none');
    const previous = profitAndLoss('2024-07-01', '2025-06-30', 'none');
    previous.sections.expenses = [{ accountId: '00000000-0000-4000-8000-00000000a002', code: '6-2000', name: 'Rent', amounts: [350000] }];
    locks = [
      lock({ id: 'l2', status: 'approved', snapshot: newest }),
      lock({ id: 'l1', from: '2024-07-01', to: '2025-06-30', status: 'approved', snapshot: previous }),
    ];
    open(Role.Supervisor);
    await screen.findByRole('table', { name: 'Profit and loss' });
    await userEvent.click(screen.getByRole('button', { name: 'Show compare view' }));
    const view = await screen.findByTestId('compare-view');
    const newestTable = within(view).getByRole('table', { name: 'Newest locked: FY2026' });
    expect(within(view).getByRole('table', { name: 'Previous locked: FY2025' })).toBeInTheDocument();
    const cell = (name: RegExp) => within(newestTable).getByRole('row', { name }).querySelector('td[data-changed="true"]');
    expect(cell(/^6-2000 · Rent/)).not.toBeNull();
    expect(cell(/^4-1000 · Sales/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Hide compare view' }));
    expect(screen.queryByTestId('compare-view')).not.toBeInTheDocument();
  });
});
