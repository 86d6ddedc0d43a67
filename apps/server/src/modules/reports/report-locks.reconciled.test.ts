/**
 * A lock over bank lines no reconciliation covers yet (issue 15): coded is not finished, so the
 * request and the approval name the unreconciled lines and wait for an acknowledgement, in the
 * approvers' notification too; once the bank account is reconciled through the period, the same
 * lock goes ahead without one.
 */
import type { ReportLock, ReportLockWarnings } from '@ledgerdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildLedgerWorld, type LedgerWorld } from '../ledger/ledger-world.fixture.js';
import { notifications } from '../notifications/index.js';

let t: TestApp;
let w: LedgerWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
  // July 2024's three lines of b1, coded by hand: -110.00, +550.00, -2,500.00.
  for (const [i, amount] of [
    [0, -11000],
    [1, 55000],
    [2, -250000],
  ] as const) {
    const coded = await t.api.put(
      `/api/v1/transactions/${w.l1.tx(i).id}/coding`,
      { lines: [{ accountId: w.l1.account('6-1250'), taxCode: 'N-T', amount }] },
      { token: w.users.cmA1.token },
    );
    expect(coded.status).toBe(200);
  }
});
afterAll(() => t.close());

const JULY_2024 = { type: 'profit-and-loss', from: '2024-07-01', to: '2024-07-31' } as const;
type LockAnswer = { data: ReportLock; details?: { warnings: ReportLockWarnings } };
const base = () => `/api/v1/businesses/${w.businesses.b1.id}`;
const warnings = () =>
  t.api.get<{ data: ReportLockWarnings }>(`${base()}/report-locks/warnings?from=2024-07-01&to=2024-07-31`, { token: w.users.cmA1.token });
const request = (body: object) => t.api.post<LockAnswer>(`${base()}/report-locks`, body, { token: w.users.cmA1.token });
const noticeOf = async (userId: string) =>
  (
    await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'reports')))
  )[0];

describe('a lock over coded lines not yet reconciled', () => {
  it('names them, and waits for the requester to acknowledge them', async () => {
    expect((await warnings()).body.data).toEqual({ periodOpen: false, uncodedLines: 0, unreconciledLines: 3 });
    const refused = await request(JULY_2024);
    expect([refused.status, refused.body.details]).toEqual([
      422,
      { warnings: { periodOpen: false, uncodedLines: 0, unreconciledLines: 3 } },
    ]);
  });

  it('tells the approvers how many lines are not reconciled, and needs their acknowledgement too', async () => {
    const asked = await request({ ...JULY_2024, acknowledged: true });
    expect(asked.status).toBe(201);
    const notice = await noticeOf(w.users.supA.user.id);
    expect(notice?.content).toContain('is waiting for your approval. 3 bank lines are not reconciled.');
    expect(notice?.content).not.toContain('not coded');
    const decide = (verb: string, body: object) =>
      t.api.post<LockAnswer>(`/api/v1/report-locks/${asked.body.data.id}/${verb}`, body, { token: w.users.supA.token });
    const unacknowledged = await decide('approve', {});
    expect([unacknowledged.status, unacknowledged.body.details?.warnings.unreconciledLines]).toEqual([422, 3]);
    // Rejected here, so the period stays open to the reconciliation below.
    expect((await decide('reject', { reason: 'Reconcile July first.' })).status).toBe(200);
  });

  it('goes ahead without one once the account is reconciled through the period', async () => {
    const reconciled = await t.api.post(
      `${base()}/bank-accounts/${w.l1.bankAccount.id}/reconciliations`,
      { statementDate: '2024-07-31', statementBalance: -206000 },
      { token: w.users.cmA1.token },
    );
    expect(reconciled.status).toBe(201);
    expect((await warnings()).body.data).toEqual({ periodOpen: false, uncodedLines: 0, unreconciledLines: 0 });
    const asked = await request(JULY_2024);
    expect([asked.status, asked.body.data.warnings]).toEqual([201, { periodOpen: false, uncodedLines: 0, unreconciledLines: 0 }]);
  });
});
