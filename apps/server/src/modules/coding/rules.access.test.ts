/**
 * Who reads and changes which coding rules: practice rules are changed by Super Admins only,
 * brand rules by Super and Region Admins, business rules by whoever has the business in scope
 * (a Case Manager: the businesses they manage); outside the scope a rule is not found (404).
 * The other four roles are refused every endpoint (403).
 */
import type { RuleDto } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { brandScope, buildRulesWorld, businessScope, practice, ruleBody, type RulesWorld } from './rules.fixture.js';

let t: TestApp;
let w: RulesWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildRulesWorld(t.ctx);
});
afterAll(() => t.close());

type Answer<T> = { data: T; message: string };
const create = (token: string, body: object) => t.api.post<Answer<RuleDto>>('/api/v1/coding-rules', body, { token });
async function created(token: string, body: object): Promise<RuleDto> {
  const res = await create(token, body);
  expect(res.status, res.body.message).toBe(201);
  return res.body.data;
}
const edit = (token: string, rule: RuleDto) =>
  t.api.put<Answer<RuleDto>>(
    `/api/v1/coding-rules/${rule.id}`,
    { name: `${rule.name} (edited)`, mode: rule.mode, conditions: rule.conditions, actions: rule.actions },
    { token },
  );
const activate = (token: string, rule: RuleDto) => t.api.post(`/api/v1/coding-rules/${rule.id}/status`, { status: 'active' }, { token });
/** Reorders the rule's scope (its status tab) as `token`, naming every rule of it, as a Super Admin sees them. */
async function order(token: string, rule: RuleDto) {
  const { scope } = rule;
  const filter =
    scope.kind === 'business'
      ? `businessId=${scope.businessId}`
      : scope.kind === 'brand'
        ? `brandId=${scope.brandId}`
        : 'scopeKind=practice';
  const tab = await t.api.get<Answer<RuleDto[]>>(`/api/v1/coding-rules?status=${rule.status}&limit=500&${filter}`, {
    token: w.users.sa.token,
  });
  const ruleIds = tab.body.data.map((r) => r.id).reverse();
  return t.api.put('/api/v1/coding-rules/order', { scope, status: rule.status, ruleIds }, { token });
}
const read = (token: string, rule: RuleDto) => t.api.get(`/api/v1/coding-rules/${rule.id}`, { token });
const listed = async (token: string, rule: RuleDto) =>
  (await t.api.get<Answer<RuleDto[]>>(`/api/v1/coding-rules?status=${rule.status}&limit=500`, { token })).body.data.some(
    (r) => r.id === rule.id,
  );

/** Every write to `rule` as `token` answers `status`. */
async function expectWrites(token: string, rule: RuleDto, status: number) {
  expect((await edit(token, rule)).status).toBe(status);
  expect((await activate(token, rule)).status).toBe(status);
  expect((await order(token, rule)).status).toBe(status);
}

describe('practice rules', () => {
  it('are changed by Super Admins only and read by all three coding roles', async () => {
    const { sa, raA, cmA1 } = w.users;
    expect((await create(raA.token, ruleBody(practice))).status).toBe(403);
    expect((await create(cmA1.token, ruleBody(practice))).status).toBe(403);
    const rule = await created(sa.token, ruleBody(practice, { name: 'Practice rule' }));
    for (const user of [raA, cmA1]) {
      expect((await read(user.token, rule)).status).toBe(200);
      expect(await listed(user.token, rule)).toBe(true);
      expect((await t.api.get(`/api/v1/coding-rules/${rule.id}/versions`, { token: user.token })).status).toBe(200);
      await expectWrites(user.token, rule, 403);
    }
    expect((await edit(sa.token, rule)).status).toBe(200);
  });
});

describe('brand rules', () => {
  it('are changed by Super and Region Admins (any brand) and read by Case Managers of the brand’s clients', async () => {
    const { raA, raB, cmA1, cmB } = w.users;
    expect((await create(cmA1.token, ruleBody(brandScope(w.brandX.id)))).status).toBe(403);
    const rule = await created(raA.token, ruleBody(brandScope(w.brandX.id), { name: 'Brand X rule' }));
    expect((await edit(raB.token, rule)).status).toBe(200);
    // Case Manager A1 manages b1 of c1 (brand X); Case Manager B only b6 of c4 (brand Y).
    expect((await read(cmA1.token, rule)).status).toBe(200);
    expect(await listed(cmA1.token, rule)).toBe(true);
    await expectWrites(cmA1.token, rule, 403);
    expect((await read(cmB.token, rule)).status).toBe(404);
    expect(await listed(cmB.token, rule)).toBe(false);
    expect((await edit(cmB.token, rule)).status).toBe(404);
    expect((await activate(cmB.token, rule)).status).toBe(404);
    expect((await order(cmB.token, rule)).status).toBe(403);
  });
});

describe('business rules', () => {
  it('are changed by a Region Admin in their own region and not found in another', async () => {
    const { sa, raA, raB } = w.users;
    const own = await created(raA.token, ruleBody(businessScope(w.businesses.b1.id), { name: 'b1 by Region Admin A' }));
    expect((await create(raA.token, ruleBody(businessScope(w.businesses.b5.id)))).status).toBe(404);
    const other = await created(sa.token, ruleBody(businessScope(w.businesses.b5.id), { name: 'b5 by Super Admin' }));
    expect((await read(raA.token, other)).status).toBe(404);
    expect(await listed(raA.token, other)).toBe(false);
    await expectWrites(raA.token, other, 404);
    expect(await listed(raA.token, own)).toBe(true);
    expect(await listed(raB.token, own)).toBe(false);
    expect((await edit(raB.token, other)).status).toBe(200);
    expect((await order(raA.token, own)).status).toBe(200);
  });

  it('are changed by a Case Manager for the businesses they manage only', async () => {
    const { sa, cmA1, cmA2 } = w.users;
    const own = await created(cmA1.token, ruleBody(businessScope(w.businesses.b1.id), { name: 'b1 by Case Manager A1' }));
    // b2 belongs to the same client as b1 but is not assigned to Case Manager A1.
    expect((await create(cmA1.token, ruleBody(businessScope(w.businesses.b2.id)))).status).toBe(404);
    expect((await edit(cmA1.token, own)).status).toBe(200);
    expect((await order(cmA1.token, own)).status).toBe(200);
    expect((await activate(cmA1.token, own)).status).toBe(200);
    const notMine = await created(sa.token, ruleBody(businessScope(w.businesses.b3.id), { name: 'b3, Case Manager A2' }));
    expect((await read(cmA1.token, notMine)).status).toBe(404);
    expect(await listed(cmA1.token, notMine)).toBe(false);
    await expectWrites(cmA1.token, notMine, 404);
    expect((await read(cmA2.token, own)).status).toBe(404);
  });

  it('are read but not changed while their business is archived (409)', async () => {
    const { sa } = w.users;
    const rule = await created(sa.token, ruleBody(businessScope(w.businesses.b4.id), { name: 'b4 rule' }));
    await t.ctx.db.execute(sql`update businesses set status = 'archived' where id = ${w.businesses.b4.id}`);
    try {
      expect((await read(sa.token, rule)).status).toBe(200);
      expect((await edit(sa.token, rule)).status).toBe(409);
      expect((await create(sa.token, ruleBody(businessScope(w.businesses.b4.id)))).status).toBe(409);
    } finally {
      await t.ctx.db.execute(sql`update businesses set status = 'active' where id = ${w.businesses.b4.id}`);
    }
  });
});

describe('roles without coding', () => {
  it('refuses Brand Admins, Brand Managers, Clients and Supervisors every endpoint (403)', async () => {
    const rule = await created(w.users.sa.token, ruleBody(businessScope(w.businesses.b1.id), { name: 'Seen by nobody else' }));
    for (const user of [w.users.baX, w.users.bmY, w.users.portal, w.users.supA]) {
      const { token } = user;
      expect((await t.api.get('/api/v1/coding-rules', { token })).status).toBe(403);
      expect((await read(token, rule)).status).toBe(403);
      expect((await t.api.get(`/api/v1/coding-rules/${rule.id}/versions`, { token })).status).toBe(403);
      expect((await create(token, ruleBody(businessScope(w.businesses.b1.id)))).status).toBe(403);
      await expectWrites(token, rule, 403);
    }
  });
});
