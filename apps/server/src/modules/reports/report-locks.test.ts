/**
 * The lock-and-approve flow on b1 of the practice world: who may request, approve, reject and
 * unlock; the frozen snapshot and the lock date; notifications to the people concerned; audit
 * records; and the scope (a business of another practice area is not found).
 */
import type { ProfitAndLossReport, ReportLock } from '@ledgerdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLogs } from '../audit/index.js';
import { businesses } from '../businesses/index.js';
import { buildLedgerWorld, type LedgerWorld } from '../ledger/ledger-world.fixture.js';
import { notifications } from '../notifications/index.js';

let t: TestApp;
let w: LedgerWorld;
let b1: string;

const journal = (date: string, amount: number, token: string, adjustment = false) =>
  t.api.post<{ data: { source: string }; message?: string }>(
    `/api/v1/businesses/${b1}/journals`,
    {
      date,
      narration: 'Cash sale',
      adjustment,
      lines: [
        { accountId: w.l1.account('1-1110'), amount },
        { accountId: w.l1.account('4-1000'), amount: -amount },
      ],
    },
    { token },
  );

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
  b1 = w.businesses.b1.id;
  for (const [date, amount] of [
    ['2023-08-10', 120000],
    ['2024-02-20', 80000],
    ['2024-06-30', 5000],
  ] as const) {
    expect((await journal(date, amount, w.users.sa.token)).status).toBe(201);
  }
});
afterAll(() => t.close());

const FY = { type: 'profit-and-loss', from: '2023-07-01', to: '2024-06-30' } as const;
type LockAnswer = { data: ReportLock; message?: string };
const request = (token: string, body: object = FY, businessId = b1) =>
  t.api.post<LockAnswer>(`/api/v1/businesses/${businessId}/report-locks`, body, { token });
const decide = (id: string, step: 'approve' | 'reject' | 'unlock', token: string, body: object = {}) =>
  t.api.post<LockAnswer>(`/api/v1/report-locks/${id}/${step}`, body, { token });
const lockDate = async () =>
  (await t.ctx.db.select({ lockDate: businesses.lockDate }).from(businesses).where(eq(businesses.id, b1)))[0]?.lockDate;
const noticesOf = (userId: string) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'reports')));

describe('report lock flow', () => {
  let lockId = '';

  it('lets a Case Manager request a lock, which waits and tells the supervisor', async () => {
    const res = await request(w.users.cmA1.token);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      ...FY,
      status: 'waiting_approval',
      requestedById: w.users.cmA1.user.id,
      snapshot: null,
      decidedByName: null,
    });
    expect(res.body.data.requestedByName).toBe(`${w.users.cmA1.user.firstName} ${w.users.cmA1.user.lastName}`);
    lockId = res.body.data.id;
    const [notice] = await noticesOf(w.users.supA.user.id);
    expect(notice).toMatchObject({ title: 'Report waiting for approval', meta: { businessId: b1, reportLockId: lockId } });
  });

  it('refuses a second open request for the same report and period, and requests from a client', async () => {
    const again = await request(w.users.raA.token);
    expect([again.status, again.body.message]).toEqual([409, 'A lock request for this report and period is already waiting for approval.']);
    expect((await request(w.users.portal.token, { ...FY, type: 'balance-sheet' })).status).toBe(403);
  });

  it('refuses approval to a Case Manager and to a supervisor outside the scope', async () => {
    expect((await decide(lockId, 'approve', w.users.cmA1.token)).status).toBe(403);
    expect((await decide(lockId, 'approve', w.users.supB.token)).status).toBe(404);
    expect((await decide(lockId, 'approve', w.users.raB.token)).status).toBe(404);
  });

  it('approves: freezes the report, moves the lock date to the period end, tells the requester', async () => {
    const live = await t.api.get<{ data: ProfitAndLossReport }>(
      `/api/v1/businesses/${b1}/reports/profit-and-loss?from=${FY.from}&to=${FY.to}`,
      { token: w.users.supA.token },
    );
    expect(live.body.data.totals.income).toBe(205000);
    const res = await decide(lockId, 'approve', w.users.supA.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'approved',
      decidedByName: `${w.users.supA.user.firstName} ${w.users.supA.user.lastName}`,
      snapshot: live.body.data,
    });
    expect(await lockDate()).toBe('2024-06-30');
    expect(await noticesOf(w.users.cmA1.user.id)).toEqual([expect.objectContaining({ title: 'Report approved' })]);
    expect((await decide(lockId, 'approve', w.users.supA.token)).status).toBe(409);
  });

  it('then refuses journals in the locked period, while the snapshot stays as approved', async () => {
    const refused = await journal('2024-03-01', 1000, w.users.sa.token);
    expect(refused.status).toBe(409);
    expect((await journal('2024-07-01', 700, w.users.sa.token)).status).toBe(201);
    const history = await t.api.get<{ data: ReportLock[] }>(`/api/v1/businesses/${b1}/report-locks?type=profit-and-loss`, {
      token: w.users.cmA1.token,
    });
    expect(history.body.data.map((l) => l.status)).toEqual(['approved']);
    expect(history.body.data[0]?.snapshot).toMatchObject({ type: 'profit-and-loss', totals: { income: 205000 } });
  });

  it('lets only a Super Admin unlock, with a reason kept in the audit log; the earlier lock date comes back', async () => {
    expect((await decide(lockId, 'unlock', w.users.raA.token, { reason: 'Wrong' })).status).toBe(403);
    expect((await decide(lockId, 'unlock', w.users.supA.token, { reason: 'Wrong' })).status).toBe(403);
    expect((await decide(lockId, 'unlock', w.users.sa.token, {})).status).toBe(400);
    const res = await decide(lockId, 'unlock', w.users.sa.token, { reason: 'Late supplier invoice for May' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'unlocked', reason: 'Late supplier invoice for May' });
    expect(await lockDate()).toBeNull();
    const [entry] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, lockId), eq(auditLogs.action, 'report_lock.unlocked')));
    expect(entry).toMatchObject({ actorId: w.users.sa.user.id, after: { reason: 'Late supplier invoice for May', lockDate: null } });
    expect((await noticesOf(w.users.supA.user.id)).map((n) => n.title)).toContain('Report unlocked');
    expect((await journal('2024-03-01', 1000, w.users.sa.token, true)).body.data.source).toBe('adjustment');
  });

  it('rejects with a reason the requester reads, and a new request may follow', async () => {
    const first = await request(w.users.cmA1.token);
    expect(first.status).toBe(201);
    expect((await decide(first.body.data.id, 'reject', w.users.raA.token, { reason: '' })).status).toBe(400);
    const rejected = await decide(first.body.data.id, 'reject', w.users.raA.token, { reason: 'Wages for June missing' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'Wages for June missing', snapshot: null });
    expect(await lockDate()).toBeNull();
    expect((await noticesOf(w.users.cmA1.user.id)).map((n) => n.content)).toContain(
      `Profit and loss 01/07/2023 to 30/06/2024 for ${w.businesses.b1.name} was rejected: Wages for June missing`,
    );
    expect((await request(w.users.cmA1.token)).status).toBe(201);
    const history = await t.api.get<{ data: ReportLock[] }>(`/api/v1/businesses/${b1}/report-locks?type=profit-and-loss`, {
      token: w.users.sa.token,
    });
    expect(history.body.data.map((l) => l.status)).toEqual(['waiting_approval', 'rejected', 'unlocked']);
  });

  it("keeps notes per report and period, and hides another area's business", async () => {
    const note = { type: 'profit-and-loss', from: FY.from, to: FY.to, body: 'Sales include the July catering contract.' };
    expect((await t.api.post(`/api/v1/businesses/${b1}/report-notes`, note, { token: w.users.cmA1.token })).status).toBe(201);
    const list = await t.api.get<{ data: Array<{ body: string; authorName: string }> }>(
      `/api/v1/businesses/${b1}/report-notes?type=profit-and-loss&from=${FY.from}&to=${FY.to}`,
      { token: w.users.supA.token },
    );
    expect(list.body.data).toEqual([
      expect.objectContaining({ body: note.body, authorName: `${w.users.cmA1.user.firstName} ${w.users.cmA1.user.lastName}` }),
    ]);
    const b5 = w.businesses.b5.id;
    expect((await t.api.get(`/api/v1/businesses/${b5}/reports/balance-sheet`, { token: w.users.raA.token })).status).toBe(404);
    expect((await t.api.get(`/api/v1/businesses/${b5}/report-locks`, { token: w.users.raA.token })).status).toBe(404);
    expect((await request(w.users.raA.token, FY, b5)).status).toBe(404);
    expect((await t.api.post(`/api/v1/businesses/${b5}/report-notes`, note, { token: w.users.raA.token })).status).toBe(404);
  });
});
