/** PUT /businesses/{id}/lock-date: forward for 'ledger:lock', back or off only for a Super Admin with a reason. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLogs } from '../audit/index.js';
import { businesses } from '../businesses/index.js';
import { buildLedgerWorld, type LedgerWorld } from './ledger-world.fixture.js';

let t: TestApp;
let w: LedgerWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
});
afterAll(() => t.close());

const put = (body: unknown, token: string, businessId = w.businesses.b1.id) =>
  t.api.put<{ data: { businessId: string; lockDate: string | null }; message?: string }>(
    `/api/v1/businesses/${businessId}/lock-date`,
    body,
    { token },
  );
const stored = async () =>
  (await t.ctx.db.select({ lockDate: businesses.lockDate }).from(businesses).where(eq(businesses.id, w.businesses.b1.id)))[0]?.lockDate;
const audits = (action: string) =>
  t.ctx.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityId, w.businesses.b1.id), eq(auditLogs.action, action)));

describe('lock date', () => {
  it('lets Region Admins and Supervisors move it forward, with an audit record', async () => {
    const res = await put({ lockDate: '2024-06-30', reason: 'FY2024 lodged' }, w.users.raA.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ businessId: w.businesses.b1.id, lockDate: '2024-06-30' });
    expect((await put({ lockDate: '2024-07-31' }, w.users.supA.token)).status).toBe(200);
    expect(await stored()).toBe('2024-07-31');
    const [first] = await audits('business.locked');
    expect(first).toMatchObject({
      actorId: w.users.raA.user.id,
      before: { lockDate: null },
      after: { lockDate: '2024-06-30', reason: 'FY2024 lodged' },
    });
  });

  it('refuses to move it back or remove it unless the caller is a Super Admin', async () => {
    for (const lockDate of ['2024-03-31', null]) {
      const res = await put({ lockDate, reason: 'Fix a mistake' }, w.users.raA.token);
      expect([res.status, res.body.message]).toEqual([403, 'Only a Super Admin may move the lock date back or remove it.']);
    }
    expect(await stored()).toBe('2024-07-31');
  });

  it('refuses roles without the permission, and businesses outside the scope', async () => {
    for (const user of [w.users.cmA1, w.users.baX, w.users.portal])
      expect((await put({ lockDate: '2024-08-31' }, user.token)).status).toBe(403);
    expect((await put({ lockDate: '2024-08-31' }, w.users.raB.token)).status).toBe(404);
    expect(await stored()).toBe('2024-07-31');
  });

  it('lets a Super Admin unlock, only with a reason, recorded', async () => {
    const bare = await put({ lockDate: '2024-03-31' }, w.users.sa.token);
    expect([bare.status, bare.body.message]).toEqual([400, 'Give a reason for reopening locked periods.']);
    expect((await put({ lockDate: '2024-03-31', reason: 'Late bill for March' }, w.users.sa.token)).status).toBe(200);
    expect((await put({ lockDate: null, reason: 'Restating FY2024' }, w.users.sa.token)).body.data.lockDate).toBeNull();
    expect(await stored()).toBeNull();
    const unlocked = await audits('business.unlocked');
    expect(unlocked.map((a) => a.after)).toEqual([
      { lockDate: '2024-03-31', reason: 'Late bill for March' },
      { lockDate: null, reason: 'Restating FY2024' },
    ]);
  });

  it('changes nothing, and records nothing, when the date is the same', async () => {
    const before = (await audits('business.locked')).length;
    expect((await put({ lockDate: null }, w.users.raA.token)).status).toBe(200);
    expect((await audits('business.locked')).length).toBe(before);
  });
});
