/**
 * Locks that protect, not freeze (issue 15), on b1 of the practice world: a period that has not
 * ended or holds uncoded bank lines is warned of and must be acknowledged; only a Super Admin
 * approves an unfinished period; every approver of the business is notified; the approvals list
 * shows every waiting request in the caller's scope.
 */
import { Role, type PendingReportLock, type ReportLock, type ReportLockWarnings } from '@ledgerdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { businesses } from '../businesses/index.js';
import { buildLedgerWorld, type LedgerWorld } from '../ledger/ledger-world.fixture.js';
import { notifications } from '../notifications/index.js';
import { users } from '../users/users.tables.js';
import { todayInAustralia } from './report-scope.js';

let t: TestApp;
let w: LedgerWorld;
let b1: string;
let sa2: BuiltUser;
let inactiveSa: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
  b1 = w.businesses.b1.id;
  sa2 = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
  inactiveSa = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
  await t.ctx.db.update(users).set({ status: 'inactive' }).where(eq(users.id, inactiveSa.user.id));
});
afterAll(() => t.close());

type LockAnswer = { data: ReportLock; message?: string; details?: { warnings: ReportLockWarnings } };
const today = () => todayInAustralia();
/** The four uncoded lines of b1's bank account are dated July and August 2024. */
const JULY_2024 = { type: 'gst-summary', from: '2024-07-01', to: '2024-07-31' } as const;
const unfinished = () => ({ type: 'profit-and-loss', from: '2024-07-01', to: today() }) as const;

const request = (token: string, body: object) => t.api.post<LockAnswer>(`/api/v1/businesses/${b1}/report-locks`, body, { token });
const approve = (id: string, token: string, body: object = {}) =>
  t.api.post<LockAnswer>(`/api/v1/report-locks/${id}/approve`, body, { token });
const warnings = (token: string, from: string, to: string) =>
  t.api.get<{ data: ReportLockWarnings }>(`/api/v1/businesses/${b1}/report-locks/warnings?from=${from}&to=${to}`, { token });
const noticesOf = (userId: string) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'reports')));
const lockDate = async () =>
  (await t.ctx.db.select({ lockDate: businesses.lockDate }).from(businesses).where(eq(businesses.id, b1)))[0]?.lockDate;

describe('lock warnings', () => {
  it('name an unfinished period and the uncoded bank lines in a period, for those who may request', async () => {
    const open = await warnings(w.users.cmA1.token, '2024-07-01', today());
    expect(open.body.data).toEqual({ periodOpen: true, uncodedLines: 4, unreconciledLines: 4 });
    expect((await warnings(w.users.cmA1.token, '2024-07-01', '2024-07-31')).body.data).toEqual({
      periodOpen: false,
      uncodedLines: 3,
      unreconciledLines: 3,
    });
    expect((await warnings(w.users.cmA1.token, '2023-07-01', '2024-06-30')).body.data).toEqual({
      periodOpen: false,
      uncodedLines: 0,
      unreconciledLines: 0,
    });
    expect((await warnings(w.users.portal.token, '2024-07-01', '2024-07-31')).status).toBe(403);
    expect((await warnings(w.users.raB.token, '2024-07-01', '2024-07-31')).status).toBe(404);
  });

  it('refuse a request that does not acknowledge them, and say what they are', async () => {
    const res = await request(w.users.cmA1.token, JULY_2024);
    expect(res.status).toBe(422);
    expect(res.body.details).toEqual({ warnings: { periodOpen: false, uncodedLines: 3, unreconciledLines: 3 } });
    expect(await noticesOf(w.users.supA.user.id)).toEqual([]);
  });

  it('refuse a request from a client even when acknowledged', async () => {
    expect((await request(w.users.portal.token, { ...JULY_2024, acknowledged: true })).status).toBe(403);
  });
});

describe('an acknowledged request', () => {
  let lock: ReportLock;

  it('waits with its warnings and tells every approver of the business', async () => {
    const res = await request(w.users.cmA1.token, { ...JULY_2024, acknowledged: true });
    expect(res.status).toBe(201);
    lock = res.body.data;
    expect(lock.warnings).toEqual({ periodOpen: false, uncodedLines: 3, unreconciledLines: 3 });
    for (const approver of [w.users.sa, sa2, w.users.raA, w.users.supA]) {
      const [notice] = await noticesOf(approver.user.id);
      expect(notice).toMatchObject({
        title: 'Report waiting for approval',
        meta: { businessId: b1, reportLockId: lock.id, reportType: 'gst-summary', reportFrom: '2024-07-01', reportTo: '2024-07-31' },
      });
      expect(notice?.content).toContain('3 bank lines are not coded. 3 bank lines are not reconciled.');
    }
    for (const other of [inactiveSa, w.users.raB, w.users.supB, w.users.cmA1, w.users.cmA2, w.users.baX, w.users.portal]) {
      expect(await noticesOf(other.user.id)).toEqual([]);
    }
  });

  it('carries the report and period in the notification the bell reads', async () => {
    const list = await t.api.get<{ data: Array<{ meta: Record<string, unknown> }> }>('/api/v1/notifications?type=reports', {
      token: w.users.raA.token,
    });
    expect(list.body.data[0]?.meta).toMatchObject({ reportType: 'gst-summary', reportFrom: '2024-07-01', reportTo: '2024-07-31' });
  });

  it('needs the approver to acknowledge the warnings too', async () => {
    const refused = await approve(lock.id, w.users.supA.token);
    expect([refused.status, refused.body.details]).toEqual([
      422,
      { warnings: { periodOpen: false, uncodedLines: 3, unreconciledLines: 3 } },
    ]);
    expect(await lockDate()).toBeNull();
    const res = await approve(lock.id, w.users.supA.token, { acknowledged: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'approved', warnings: null });
    expect(await lockDate()).toBe('2024-07-31');
  });
});

describe('a period that has not ended', () => {
  let lock: ReportLock;

  it('may be requested by any role that requests locks, once acknowledged', async () => {
    expect((await request(w.users.raA.token, unfinished())).status).toBe(422);
    const res = await request(w.users.cmA1.token, { ...unfinished(), acknowledged: true });
    expect(res.status).toBe(201);
    lock = res.body.data;
    expect(lock.warnings).toEqual({ periodOpen: true, uncodedLines: 4, unreconciledLines: 4 });
    expect((await request(w.users.baX.token, { ...unfinished(), type: 'balance-sheet', acknowledged: true })).status).toBe(201);
  });

  it('is approved by a Super Admin only, who must acknowledge it', async () => {
    expect((await approve(lock.id, w.users.supA.token, { acknowledged: true })).status).toBe(403);
    expect((await approve(lock.id, w.users.raA.token, { acknowledged: true })).status).toBe(403);
    expect((await approve(lock.id, w.users.cmA1.token, { acknowledged: true })).status).toBe(403);
    expect((await approve(lock.id, w.users.sa.token)).status).toBe(422);
    const res = await approve(lock.id, w.users.sa.token, { acknowledged: true });
    expect(res.status).toBe(200);
    expect(await lockDate()).toBe(today());
  });
});

describe('the approvals list', () => {
  const pending = (token: string) =>
    t.api.get<{ data: PendingReportLock[]; pagination: { total: number } }>('/api/v1/report-locks/pending?limit=50', { token });

  it('shows every waiting request in scope to approvers, with its business, period and warnings', async () => {
    const all = await pending(w.users.sa.token);
    expect(all.status).toBe(200);
    expect(all.body.pagination.total).toBe(1);
    expect(all.body.data[0]).toMatchObject({
      type: 'balance-sheet',
      businessId: b1,
      businessName: w.businesses.b1.name,
      from: '2024-07-01',
      status: 'waiting_approval',
      warnings: { periodOpen: true },
    });
    expect((await pending(w.users.supA.token)).body.pagination.total).toBe(1);
    expect((await pending(w.users.raA.token)).body.pagination.total).toBe(1);
    expect((await pending(w.users.raB.token)).body.data).toEqual([]);
  });

  it('is empty for staff who approve nothing, and refused to a client and to no one signed in', async () => {
    for (const user of [w.users.cmA1, w.users.baX, w.users.bmY]) {
      const none = await pending(user.token);
      expect([none.status, none.body.data]).toEqual([200, []]);
    }
    expect((await pending(w.users.portal.token)).status).toBe(403);
    expect((await t.api.get('/api/v1/report-locks/pending')).status).toBe(401);
  });
});
