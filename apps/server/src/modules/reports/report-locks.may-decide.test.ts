/**
 * Each lock says whether the caller may decide it (`mayDecide`), by the rule the approve and
 * reject endpoints enforce: it waits, and the caller's role approves or its business's brand names
 * them. A lock marked false is refused them (403, or 409 once decided); one marked true is theirs.
 */
import type { PendingReportLock, ReportLock } from '@ledgerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildLedgerWorld, type LedgerWorld } from '../ledger/ledger-world.fixture.js';
import { decideLock, requestLock } from './report-locks.fixture.js';

let t: TestApp;
let w: LedgerWorld;

const request = (businessId: string, token: string) => requestLock(t, businessId, token);
const decide = (id: string, step: 'approve' | 'reject', token: string) => decideLock(t, id, step, token);
/** What the business's lock list tells `token` about each lock, by id. */
const mayDecide = async (businessId: string, token: string) => {
  const res = await t.api.get<{ data: ReportLock[] }>(`/api/v1/businesses/${businessId}/report-locks`, { token });
  expect(res.status).toBe(200);
  return Object.fromEntries(res.body.data.map((l) => [l.id, l.mayDecide]));
};
const pending = async (token: string) =>
  (await t.api.get<{ data: PendingReportLock[] }>('/api/v1/report-locks/pending?limit=100', { token })).body.data;

let b1Lock = '';
let b4Lock = '';
let b3Lock = '';

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
  // Brand X (b1's) names Case Manager A1; brand Y (b3's and b4's) names nobody.
  const named = await t.api.put(
    `/api/v1/brands/${w.brandX.id}/lock-approvers`,
    { userIds: [w.users.cmA1.user.id] },
    { token: w.users.sa.token },
  );
  expect(named.status).toBe(200);
});
afterAll(() => t.close());

describe('mayDecide on a waiting request', () => {
  it('is true in the answer to the request only when the requester may decide it themselves', async () => {
    const own = await request(w.businesses.b1.id, w.users.cmA1.token);
    expect([own.status, own.body.data.mayDecide]).toEqual([201, true]);
    b1Lock = own.body.data.id;
    const notNamed = await request(w.businesses.b4.id, w.users.cmA1.token);
    expect([notNamed.status, notNamed.body.data.mayDecide]).toEqual([201, false]);
    b4Lock = notNamed.body.data.id;
    const byRole = await request(w.businesses.b3.id, w.users.raA.token);
    expect([byRole.status, byRole.body.data.mayDecide]).toEqual([201, true]);
    b3Lock = byRole.body.data.id;
  });

  it("is true for the approving roles and the brand's named Case Manager, false for others who see the business", async () => {
    expect(await mayDecide(w.businesses.b1.id, w.users.supA.token)).toEqual({ [b1Lock]: true });
    expect(await mayDecide(w.businesses.b1.id, w.users.raA.token)).toEqual({ [b1Lock]: true });
    expect(await mayDecide(w.businesses.b1.id, w.users.cmA1.token)).toEqual({ [b1Lock]: true });
    expect(await mayDecide(w.businesses.b1.id, w.users.baX.token)).toEqual({ [b1Lock]: false });
    expect(await mayDecide(w.businesses.b1.id, w.users.portal.token)).toEqual({ [b1Lock]: false });
    // Named by brand X, not by b4's brand Y: their own request there is not theirs to decide.
    expect(await mayDecide(w.businesses.b4.id, w.users.cmA1.token)).toEqual({ [b4Lock]: false });
    expect(await mayDecide(w.businesses.b3.id, w.users.cmA2.token)).toEqual({ [b3Lock]: false });
  });

  it('is true on every request of the approvals list', async () => {
    const named = await pending(w.users.cmA1.token);
    expect(named.map((l) => [l.id, l.mayDecide])).toEqual([[b1Lock, true]]);
    const byRole = await pending(w.users.raA.token);
    expect(byRole.map((l) => l.id).sort()).toEqual([b1Lock, b3Lock, b4Lock].sort());
    expect(byRole.every((l) => l.mayDecide)).toBe(true);
  });

  it('agrees with the decide endpoints: false is refused, true is decided', async () => {
    expect((await decide(b4Lock, 'reject', w.users.cmA1.token)).status).toBe(403);
    expect((await decide(b3Lock, 'approve', w.users.cmA2.token)).status).toBe(403);
    expect((await decide(b1Lock, 'approve', w.users.baX.token)).status).toBe(403);
    expect((await decide(b1Lock, 'reject', w.users.portal.token)).status).toBe(403);
    const rejected = await decide(b1Lock, 'reject', w.users.cmA1.token);
    expect([rejected.status, rejected.body.data.status]).toEqual([200, 'rejected']);
  });
});

describe('mayDecide on a decided request', () => {
  it('is false once rejected or approved, for approvers too, and a second decision is refused', async () => {
    const approved = await decide(b3Lock, 'approve', w.users.raA.token);
    expect([approved.status, approved.body.data.status, approved.body.data.mayDecide]).toEqual([200, 'approved', false]);
    expect(await mayDecide(w.businesses.b1.id, w.users.cmA1.token)).toEqual({ [b1Lock]: false });
    expect(await mayDecide(w.businesses.b1.id, w.users.supA.token)).toEqual({ [b1Lock]: false });
    expect(await mayDecide(w.businesses.b3.id, w.users.raA.token)).toEqual({ [b3Lock]: false });
    expect((await decide(b1Lock, 'approve', w.users.cmA1.token)).status).toBe(409);
    expect((await decide(b3Lock, 'reject', w.users.raA.token)).status).toBe(409);
    expect((await pending(w.users.cmA1.token)).map((l) => l.id)).toEqual([]);
  });
});
