/**
 * A brand's named lock approvers: the Super Admin names staff who see the brand's clients; they
 * are notified of lock requests of the brand's businesses they see, list them and decide them,
 * and gain nothing elsewhere.
 */
import { Role, type BrandDetailDto, type PendingReportLock } from '@ledgerdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLogs } from '../audit/index.js';
import { buildLedgerWorld, type LedgerWorld } from '../ledger/ledger-world.fixture.js';
import { notifications } from '../notifications/index.js';
import { decideLock, requestLock } from './report-locks.fixture.js';

let t: TestApp;
let w: LedgerWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
});
afterAll(() => t.close());

type BrandAnswer = { data: BrandDetailDto; message?: string };
const name = (brandId: string, userIds: string[], token = w.users.sa.token) =>
  t.api.put<BrandAnswer>(`/api/v1/brands/${brandId}/lock-approvers`, { userIds }, { token });
const request = (businessId: string, token = w.users.sa.token) => requestLock(t, businessId, token);
const decide = (id: string, step: 'approve' | 'reject', token: string) => decideLock(t, id, step, token);
const pending = (token: string) => t.api.get<{ data: PendingReportLock[] }>('/api/v1/report-locks/pending?limit=50', { token });
const noticed = async (userId: string, lockId: string) =>
  (
    await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'reports')))
  ).some((n) => (n.meta as { reportLockId?: string }).reportLockId === lockId);

describe("naming a brand's lock approvers", () => {
  it('offers the staff who see the brand, not clients, Super Admins or staff of other brands', async () => {
    const res = await t.api.get<{ data: Array<{ id: string }> }>(`/api/v1/brands/${w.brandX.id}/lock-approvers/candidates`, {
      token: w.users.sa.token,
    });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([w.users.baX.user.id, w.users.cmA1.user.id, w.users.raA.user.id]));
    for (const user of [w.users.sa, w.users.portal, w.users.bmY, w.users.cmB]) expect(ids).not.toContain(user.user.id);
  });

  it('refuses an unknown user, a Client user and staff outside the brand with 400, and roles that cannot edit brands', async () => {
    expect((await name(w.brandX.id, ['00000000-0000-4000-8000-000000000000'])).status).toBe(400);
    const client = await name(w.brandX.id, [w.users.portal.user.id]);
    expect(client.status).toBe(400);
    expect(client.body.message).toContain('cannot approve locks for this brand');
    expect((await name(w.brandX.id, [w.users.cmB.user.id])).status).toBe(400);
    expect((await name(w.brandX.id, [w.users.bmY.user.id])).status).toBe(400);
    // Region A sees brand X's clients, but an inactive account approves nothing.
    const inactive = await buildUser(t.ctx, { roleId: Role.RegionAdmin, regionId: w.regionA.id, status: 'inactive' });
    expect((await name(w.brandX.id, [inactive.user.id])).status).toBe(400);
    for (const user of [w.users.raA, w.users.baX, w.users.supA])
      expect((await name(w.brandX.id, [w.users.baX.user.id], user.token)).status).toBe(403);
  });

  it('stores the set, shows it on the brand and audits the change', async () => {
    const res = await name(w.brandX.id, [w.users.baX.user.id, w.users.cmA1.user.id]);
    expect(res.status).toBe(200);
    expect(res.body.data.lockApprovers.map((u) => u.id).sort()).toEqual([w.users.baX.user.id, w.users.cmA1.user.id].sort());
    expect((await name(w.brandY.id, [w.users.bmY.user.id])).status).toBe(200);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, w.brandX.id), eq(auditLogs.action, 'brand.lock_approvers_set')));
    expect(entry).toMatchObject({ actorId: w.users.sa.user.id, before: { lockApproverIds: [] } });
  });
});

describe('a named approver', () => {
  let b1Lock = '';
  let b5Lock = '';

  it("is notified of requests of the brand's businesses they see, and only those", async () => {
    const r1 = await request(w.businesses.b1.id, w.users.raA.token);
    expect(r1.status).toBe(201);
    b1Lock = r1.body.data.id;
    const r5 = await request(w.businesses.b5.id);
    expect(r5.status).toBe(201);
    b5Lock = r5.body.data.id;
    expect(await noticed(w.users.baX.user.id, b1Lock)).toBe(true);
    expect(await noticed(w.users.cmA1.user.id, b1Lock)).toBe(true);
    expect(await noticed(w.users.baX.user.id, b5Lock)).toBe(true);
    // A Case Manager sees only the businesses assigned to them; naming does not widen that.
    expect(await noticed(w.users.cmA1.user.id, b5Lock)).toBe(false);
    expect(await noticed(w.users.bmY.user.id, b1Lock)).toBe(false);
    expect(await noticed(w.users.cmA2.user.id, b1Lock)).toBe(false);
  });

  it('lists them in the approvals list; other brands and unnamed staff do not', async () => {
    expect((await pending(w.users.baX.token)).body.data.map((l) => l.id).sort()).toEqual([b1Lock, b5Lock].sort());
    expect((await pending(w.users.cmA1.token)).body.data.map((l) => l.id)).toEqual([b1Lock]);
    const other = await pending(w.users.bmY.token);
    expect([other.status, other.body.data]).toEqual([200, []]);
    for (const user of [w.users.cmA2, w.users.cmB]) {
      const none = await pending(user.token);
      expect([none.status, none.body.data]).toEqual([200, []]);
    }
    expect((await pending(w.users.portal.token)).status).toBe(403);
  });

  it('approves and rejects them; another brand’s approver and unnamed staff are refused', async () => {
    expect((await decide(b1Lock, 'approve', w.users.bmY.token)).status).toBe(404);
    expect((await decide(b5Lock, 'approve', w.users.cmA1.token)).status).toBe(404);
    expect((await decide(b1Lock, 'approve', w.users.portal.token)).status).toBe(403);
    const approved = await decide(b1Lock, 'approve', w.users.cmA1.token);
    expect([approved.status, approved.body.data.status]).toEqual([200, 'approved']);
    const rejected = await decide(b5Lock, 'reject', w.users.baX.token);
    expect([rejected.status, rejected.body.data.status]).toEqual([200, 'rejected']);
  });

  it('loses the right when the brand stops naming them', async () => {
    expect((await name(w.brandX.id, [])).body.data.lockApprovers).toEqual([]);
    const again = await request(w.businesses.b5.id);
    expect(again.status).toBe(201);
    expect(await noticed(w.users.baX.user.id, again.body.data.id)).toBe(false);
    expect((await pending(w.users.baX.token)).body.data).toEqual([]);
    expect((await decide(again.body.data.id, 'approve', w.users.baX.token)).status).toBe(403);
  });
});
