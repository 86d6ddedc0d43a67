/**
 * Locks that protect, not freeze: the request and approval modals name a period that has not
 * ended and the uncoded or unreconciled bank lines in it, and wait for the warnings to be acknowledged; only a
 * Super Admin is offered the approval of a period that has not ended. Review is offered on the server's word
 * (`mayDecide`), never guessed from the role or the approvals list.
 */
import { Role, type ReportLock, type ReportLockWarnings, type RoleId } from '@ledgerdesk/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { session } from '../auth/session';
import { LockActions } from './LockActions';
import { BUSINESS_ID, lock } from './test/fixtures';

configure({ asyncUtilTimeout: 20_000 });

const RANGE = { from: '2026-07-01', to: '2027-06-30' };
const OPEN_WITH_LINES: ReportLockWarnings = { periodOpen: true, uncodedLines: 12, unreconciledLines: 12 };

let server: TestServer;
let locks: ReportLock[] = [];
let warnings: ReportLockWarnings = OPEN_WITH_LINES;

beforeAll(async () => {
  server = await startServer((req, res) => {
    const decision = /^\/api\/v1\/report-locks\/([^/]+)\/(approve|reject)$/.exec(req.path);
    if (req.path.endsWith('/report-locks/warnings')) sendJson(res, 200, { data: warnings });
    else if (req.path.endsWith('/report-locks') && req.method === 'POST') {
      locks = [lock({ id: 'lock-new', ...RANGE, warnings }), ...locks];
      sendJson(res, 201, { data: locks[0] });
    } else if (req.path.endsWith('/report-locks')) sendJson(res, 200, { data: locks });
    else if (decision) {
      locks = locks.map((l) => (l.id === decision[1] ? { ...l, status: decision[2] === 'approve' ? 'approved' : 'rejected' } : l));
      sendJson(res, 200, { data: locks.find((l) => l.id === decision[1]) });
    } else sendJson(res, 404, { statusCode: 404, message: 'Not found' });
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  locks = [];
  warnings = OPEN_WITH_LINES;
});

function open(roleId: RoleId) {
  session.set({ accessToken: 'token', userId: 'u1', roleId, profile: { firstName: 'An', lastName: 'Nguyen', avatar: null } });
  renderWithRouter(<LockActions businessId={BUSINESS_ID} type="profit-and-loss" range={RANGE} />);
}

const posted = (suffix: string) => server.requests.find((r) => r.method === 'POST' && r.path.endsWith(suffix));
const status = () => screen.findByTestId('report-status');
const WAITING = { ...RANGE, warnings: OPEN_WITH_LINES };

/** A Case Manager's request window, opened once the report's status has loaded. */
async function requestDialog() {
  open(Role.CaseManager);
  expect(await status()).toHaveTextContent('Work in progress');
  await userEvent.click(screen.getByRole('button', { name: 'Request lock' }));
  return screen.findByRole('dialog', { name: 'Request a lock' });
}

async function review() {
  await userEvent.click(await screen.findByRole('button', { name: 'Pending' }));
  const pending = await screen.findByRole('dialog', { name: 'Lock request pending' });
  expect(within(pending).getByTestId('lock-warnings')).toHaveTextContent('The period has not ended: it runs to 30/06/2027.');
  await userEvent.click(within(pending).getByRole('button', { name: 'Review request' }));
  return screen.findByRole('dialog', { name: 'Approve or reject the lock' });
}

describe('lock warnings', { timeout: 90_000 }, () => {
  it('the request names an unfinished period and its uncoded lines, and is sent only once acknowledged', async () => {
    const dialog = await requestDialog();
    const list = await within(dialog).findByTestId('lock-warnings');
    expect(list).toHaveTextContent('The period has not ended: it runs to 30/06/2027.');
    expect(list).toHaveTextContent('12 bank lines in this period are not coded yet.');
    const send = within(dialog).getByRole('button', { name: 'Send request' });
    expect(send).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /I have read these warnings/ }));
    await userEvent.click(send);
    await waitFor(async () => expect(await status()).toHaveTextContent('Waiting to approval'));
    expect(JSON.parse(posted('/report-locks')?.body ?? '{}')).toEqual({ type: 'profit-and-loss', ...RANGE, acknowledged: true });
  });

  it('a request without warnings is sent as before, with nothing to acknowledge', async () => {
    warnings = { periodOpen: false, uncodedLines: 0, unreconciledLines: 0 };
    const dialog = await requestDialog();
    const send = within(dialog).getByRole('button', { name: 'Send request' });
    await waitFor(() => expect(send).toBeEnabled());
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(send);
    await waitFor(() => expect(posted('/report-locks')).toBeDefined());
    expect(JSON.parse(posted('/report-locks')?.body ?? '{}')).toEqual({ type: 'profit-and-loss', ...RANGE });
  });

  it('a request over coded lines no reconciliation covers names them, and is sent only once acknowledged', async () => {
    warnings = { periodOpen: false, uncodedLines: 0, unreconciledLines: 40 };
    const dialog = await requestDialog();
    const list = await within(dialog).findByTestId('lock-warnings');
    expect(list).toHaveTextContent('40 bank lines in this period are not reconciled to a bank statement yet.');
    expect(list).not.toHaveTextContent('not coded');
    expect(within(dialog).getByRole('button', { name: 'Send request' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /I have read these warnings/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(posted('/report-locks')).toBeDefined());
    expect(JSON.parse(posted('/report-locks')?.body ?? '{}')).toMatchObject({ acknowledged: true });
  });

  it('a Supervisor sees that only a Super Admin approves a period that has not ended, and may still reject', async () => {
    locks = [lock({ ...WAITING, mayDecide: true })];
    open(Role.Supervisor);
    const approval = await review();
    expect(approval).toHaveTextContent('Only a Super Admin may approve the lock of a period that has not ended.');
    expect(within(approval).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(approval).getByRole('button', { name: 'Approve' })).toBeDisabled();
    await userEvent.type(within(approval).getByRole('textbox', { name: /Reason/ }), 'Wait for the quarter to end');
    expect(within(approval).getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('a Super Admin approves a period that has not ended once the warnings are acknowledged', async () => {
    locks = [lock({ ...WAITING, mayDecide: true })];
    open(Role.SuperAdmin);
    const approval = await review();
    expect(within(approval).getByTestId('lock-warnings')).toHaveTextContent('12 bank lines in this period are not coded yet.');
    const approve = within(approval).getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    await userEvent.click(within(approval).getByRole('checkbox', { name: /I have read these warnings/ }));
    await userEvent.click(approve);
    await waitFor(async () => expect(await status()).toHaveTextContent('Approved'));
    expect(JSON.parse(posted('/lock-1/approve')?.body ?? '{}')).toEqual({ acknowledged: true });
  });

  it('a Brand Admin reviews a request the server says the brand names them to decide', async () => {
    locks = [lock({ ...WAITING, mayDecide: true })];
    open(Role.BrandAdmin);
    expect(await review()).toHaveTextContent('Only a Super Admin may approve the lock of a period that has not ended.');
  });

  it.each([
    ['Brand Admin', Role.BrandAdmin],
    ['Supervisor', Role.Supervisor],
  ] as const)('a %s whom the server does not let decide the request is offered no Review', async (_role, roleId) => {
    locks = [lock(WAITING)];
    open(roleId);
    await userEvent.click(await screen.findByRole('button', { name: 'Pending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock request pending' });
    expect(within(dialog).getByText(/Binh Tran asked on/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Review request' })).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.path.endsWith('/report-locks/pending'))).toBe(false);
  });
});
