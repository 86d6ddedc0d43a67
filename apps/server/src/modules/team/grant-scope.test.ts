/**
 * Grants never reach past the granter (issue 17, finding 3): every role, trying to give every
 * role, inside and outside its own scope, gets an account only when everything the new account
 * will see is already the granter's. A Brand Admin or Brand Manager sees their brand in every
 * region, so a Region Admin, who sees one region, may not make one.
 */
import { Role, ROLE_IDS, ROLE_NAMES, STAFF_ROLES, type RoleId } from '@ledgerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';

const { SuperAdmin, RegionAdmin, CaseManager, BrandAdmin, BrandManager, Client, Supervisor } = Role;
type Scope = 'own' | 'other';

/**
 * What a staff invitation answers. Own scope is region A and brand X (the Region Admin's and
 * Supervisor's region, the Brand Admin's brand), other scope region B and brand Y.
 */
function expectedInvite(actor: RoleId, granted: RoleId, scope: Scope): number {
  if (![SuperAdmin, RegionAdmin, Supervisor].includes(actor as 1 | 2 | 7)) return 403;
  if (actor === SuperAdmin) return 201;
  const ownRegion = scope === 'own';
  if (actor === RegionAdmin) return [RegionAdmin, Supervisor, CaseManager].includes(granted as 2 | 7 | 3) && ownRegion ? 201 : 403;
  return granted === CaseManager && ownRegion ? 201 : 403;
}

/** What inviting a portal user (the Client role) answers: the client must be in the actor's scope. */
function expectedPortalInvite(actor: RoleId, scope: Scope): number {
  if (actor === CaseManager || actor === Client) return 403;
  return actor === SuperAdmin || scope === 'own' ? 201 : 404;
}

describe('grants within the granter’s scope', () => {
  let t: TestApp;
  let w: PracticeWorld;
  let sequence = 0;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildPracticeWorld(t.ctx);
  });
  afterAll(() => t.close());

  const actors = (): Record<RoleId, { token: string }> => ({
    [SuperAdmin]: w.users.sa,
    [RegionAdmin]: w.users.raA,
    [CaseManager]: w.users.cmA1,
    [BrandAdmin]: w.users.baX,
    [BrandManager]: w.users.bmY,
    [Client]: w.users.portal,
    [Supervisor]: w.users.supA,
  });

  function placement(granted: RoleId, scope: Scope): Record<string, string> {
    if (granted === BrandAdmin || granted === BrandManager) return { brandId: (scope === 'own' ? w.brandX : w.brandY).id };
    if (granted === SuperAdmin) return {};
    return { regionId: (scope === 'own' ? w.regionA : w.regionB).id };
  }

  const staffCases = ROLE_IDS.flatMap((actor) =>
    STAFF_ROLES.flatMap((granted) =>
      (['own', 'other'] as const).map((scope) => [ROLE_NAMES[actor], ROLE_NAMES[granted], scope, actor, granted] as const),
    ),
  );

  it.each(staffCases)('%s inviting a %s in %s scope', async (_a, _g, scope, actor, granted) => {
    const email = `grant-${++sequence}@example.test`;
    const body = { email, firstName: 'Grant', lastName: 'Case', roleId: granted, ...placement(granted, scope) };
    const res = await t.api.post('/api/v1/users/invite', body, { token: actors()[actor].token });
    expect(res.status).toBe(expectedInvite(actor, granted, scope));
  });

  it.each(staffCases)('%s changing a member to a %s in %s scope', async (_a, _g, scope, actor, granted) => {
    // A case manager of region A in Supervisor A's team, whom every granter that may manage members sees.
    const member = { email: `member-${++sequence}@example.test`, firstName: 'Member', lastName: 'Case', roleId: CaseManager };
    const made = await t.api.post<{ data: { id: string } }>(
      '/api/v1/users/invite',
      { ...member, regionId: w.regionA.id, supervisorId: w.users.supA.user.id },
      { token: w.users.sa.token },
    );
    const res = await t.api.patch(
      `/api/v1/users/${made.body.data.id}`,
      { roleId: granted, ...placement(granted, scope) },
      { token: actors()[actor].token },
    );
    const expected = expectedInvite(actor, granted, scope);
    expect(res.status).toBe(expected === 201 ? 200 : expected);
  });

  const portalCases = ROLE_IDS.flatMap((actor) => (['own', 'other'] as const).map((scope) => [ROLE_NAMES[actor], scope, actor] as const));

  it.each(portalCases)('%s inviting a portal user of a client in %s scope', async (_a, scope, actor) => {
    // c1 is region A, brand X, supervised by supA; c4 is region B, brand Y. Brand Manager Y's own is c2.
    const own = actor === BrandManager ? w.clients.c2 : w.clients.c1;
    const other = actor === BrandManager ? w.clients.c1 : w.clients.c4;
    const client = scope === 'own' ? own : other;
    const body = { email: `portal-${++sequence}@example.test`, firstName: 'Portal', lastName: 'Case' };
    const res = await t.api.post(`/api/v1/clients/${client.id}/portal-users`, body, { token: actors()[actor].token });
    expect(res.status).toBe(expectedPortalInvite(actor, scope));
  });
});
