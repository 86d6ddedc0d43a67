/** Coding rules as a Super Admin sees them: saving, versions, status moves, order, the list, and every refusal of a bad rule. */
import type { RuleDto } from '@ledgerdesk/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLogs } from '../audit/index.js';
import { brandScope, buildRulesWorld, businessScope, practice, ruleBody, type RulesWorld } from './rules.fixture.js';

let t: TestApp;
let w: RulesWorld;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildRulesWorld(t.ctx);
  token = w.users.sa.token;
});
afterAll(() => t.close());

type Answer<T> = { data: T; message: string; pagination: { total: number } };
const create = (body: object) => t.api.post<Answer<RuleDto>>('/api/v1/coding-rules', body, { token });
async function created(body: object): Promise<RuleDto> {
  const res = await create(body);
  expect(res.status, res.body.message).toBe(201);
  return res.body.data;
}
const list = (query: string) => t.api.get<Answer<RuleDto[]>>(`/api/v1/coding-rules?${query}`, { token });
const setStatus = (id: string, status: string) => t.api.post<Answer<RuleDto>>(`/api/v1/coding-rules/${id}/status`, { status }, { token });
const auditOf = (id: string, action: string) =>
  t.ctx.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityId, id), eq(auditLogs.action, action)));

describe('saving a rule', () => {
  it('creates a business rule last in its scope, reads it back, and audits', async () => {
    const scope = businessScope(w.businesses.b1.id, [w.l1.bankAccount.id]);
    const first = await created(ruleBody(scope, { name: 'First of b1' }));
    const second = await created(ruleBody(scope, { name: 'Second of b1', status: 'active' }));
    expect(second.position).toBe(first.position + 1);
    expect(second).toMatchObject({
      status: 'active',
      version: 1,
      scope,
      scopeName: w.businesses.b1.name,
      stats: { linesCoded: 0, lastRunAt: null, lastRunLines: null },
      updatedBy: expect.any(String) as string,
    });
    const read = await t.api.get<Answer<RuleDto>>(`/api/v1/coding-rules/${second.id}`, { token });
    expect(read.body.data).toEqual(second);
    expect(await auditOf(second.id, 'coding_rule.created')).toHaveLength(1);
    expect((await t.api.get(`/api/v1/coding-rules/00000000-0000-4000-8000-000000000000`, { token })).status).toBe(404);
  });

  it('keeps every version when an active rule is edited', async () => {
    const rule = await created(ruleBody(practice, { name: 'Fuel v1', status: 'active' }));
    const edit = (name: string, value: string) =>
      t.api.put<Answer<RuleDto>>(
        `/api/v1/coding-rules/${rule.id}`,
        {
          ...ruleBody(practice, { name }),
          status: undefined,
          scope: undefined,
          conditions: { match: 'any', conditions: [{ field: 'payee', op: 'equals', value }] },
        },
        { token },
      );
    expect((await edit('Fuel v2', 'bp')).body.data).toMatchObject({
      name: 'Fuel v2',
      version: 2,
      status: 'active',
      position: rule.position,
    });
    expect((await edit('Fuel v3', 'shell')).body.data.version).toBe(3);
    const versions = await t.api.get<Answer<Array<{ version: number; name: string; status: string; savedBy: string | null }>>>(
      `/api/v1/coding-rules/${rule.id}/versions`,
      { token },
    );
    expect(versions.body.data.map((v) => [v.version, v.name])).toEqual([
      [3, 'Fuel v3'],
      [2, 'Fuel v2'],
      [1, 'Fuel v1'],
    ]);
    expect(versions.body.data.every((v) => v.status === 'active' && v.savedBy)).toBe(true);
    const [audit] = await auditOf(rule.id, 'coding_rule.updated');
    expect(audit).toMatchObject({ before: { name: 'Fuel v1', version: 1 }, after: { name: 'Fuel v2', version: 2 } });
  });

  it('moves draft → active → archived → draft and refuses any other move with 409', async () => {
    const rule = await created(ruleBody(practice, { name: 'Moving rule' }));
    expect((await setStatus(rule.id, 'archived')).status).toBe(409);
    expect((await setStatus(rule.id, 'draft')).status).toBe(409);
    expect((await setStatus(rule.id, 'active')).body.data.status).toBe('active');
    expect((await setStatus(rule.id, 'draft')).status).toBe(409);
    expect((await setStatus(rule.id, 'archived')).body.data.status).toBe('archived');
    expect((await setStatus(rule.id, 'draft')).body.data.status).toBe('draft');
    expect((await setStatus(rule.id, 'bogus')).status).toBe(400);
    const audits = await auditOf(rule.id, 'coding_rule.status_changed');
    expect(audits.map((a) => (a.after as { status: string }).status).sort()).toEqual(['active', 'archived', 'draft']);
  });
});

describe('order', () => {
  it('puts a scope’s rules in the order given, a tab’s rules among their own places, and refuses any other set of ids', async () => {
    const brand = await buildBrand(t.ctx);
    const scope = brandScope(brand.id);
    const [a, b, c, d] = [
      await created(ruleBody(scope, { name: 'A', status: 'active' })),
      await created(ruleBody(scope, { name: 'B' })),
      await created(ruleBody(scope, { name: 'C', status: 'active' })),
      await created(ruleBody(scope, { name: 'D', status: 'active' })),
    ] as RuleDto[] as [RuleDto, RuleDto, RuleDto, RuleDto];
    const order = (ruleIds: string[], status?: string) =>
      t.api.put<Answer<RuleDto[]>>('/api/v1/coding-rules/order', { scope, status, ruleIds }, { token });
    const names = async (status: string) => (await list(`status=${status}&brandId=${brand.id}`)).body.data.map((r) => r.name);

    const whole = await order([d.id, c.id, b.id, a.id]);
    expect(whole.status).toBe(200);
    expect(whole.body.data.map((r) => [r.name, r.position])).toEqual([
      ['D', 1],
      ['C', 2],
      ['B', 3],
      ['A', 4],
    ]);
    // The active tab only: A, C and D share places 1, 2 and 4; the draft B keeps 3.
    expect((await order([a.id, c.id, d.id], 'active')).status).toBe(200);
    expect(await names('active')).toEqual(['A', 'C', 'D']);
    expect((await t.api.get<Answer<RuleDto>>(`/api/v1/coding-rules/${b.id}`, { token })).body.data.position).toBe(3);
    expect((await t.api.get<Answer<RuleDto>>(`/api/v1/coding-rules/${d.id}`, { token })).body.data.position).toBe(4);

    const other = await created(ruleBody(practice, { name: 'Elsewhere' }));
    // Some missing, one of another scope, one twice, a draft among the active tab's.
    const wrong = [
      [a.id, c.id],
      [a.id, b.id, c.id, d.id, other.id],
      [a.id, a.id, c.id, d.id],
    ];
    for (const ids of wrong) {
      const refused = await order(ids);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^ruleIds: /);
    }
    expect((await order([a.id, b.id, c.id, d.id], 'active')).status).toBe(400);
    const audits = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, brand.id), eq(auditLogs.action, 'coding_rule.reordered')));
    expect(audits).toHaveLength(2);
  });
});

describe('the list', () => {
  it('shows one tab in evaluation order (business, brand, practice, then position) with search and scope filters', async () => {
    const tag = `Zebra${Date.now()}`;
    const p = await created(ruleBody(practice, { name: `${tag} practice`, status: 'active' }));
    const br = await created(ruleBody(brandScope(w.brandX.id), { name: `${tag} brand`, status: 'active' }));
    const bu2 = await created(ruleBody(businessScope(w.businesses.b1.id), { name: `${tag} business two`, status: 'active' }));
    const bu1 = await created(ruleBody(businessScope(w.businesses.b1.id), { name: `${tag} business one`, status: 'active' }));
    const draft = await created(ruleBody(practice, { name: `${tag} draft` }));
    const ids = async (query: string) => (await list(`q=${encodeURIComponent(tag.toLowerCase())}&${query}`)).body.data.map((r) => r.id);

    expect(await ids('status=active')).toEqual([bu2.id, bu1.id, br.id, p.id]);
    expect(await ids('')).toEqual([bu2.id, bu1.id, br.id, p.id]);
    expect(await ids('status=draft')).toEqual([draft.id]);
    expect(await ids('status=archived')).toEqual([]);
    expect(await ids('scopeKind=brand')).toEqual([br.id]);
    expect(await ids('scopeKind=business')).toEqual([bu2.id, bu1.id]);
    expect(await ids(`businessId=${w.businesses.b1.id}`)).toEqual([bu2.id, bu1.id]);
    expect(await ids(`brandId=${w.brandX.id}`)).toEqual([br.id]);
    // The search folds case, accents and spaces as rule text does.
    expect((await list(`q=${encodeURIComponent(`${tag.toUpperCase()}   BUSINÉSS  ONE`)}`)).body.data.map((r) => r.id)).toEqual([bu1.id]);
    const page = await list(`q=${tag}&skip=1&limit=2`);
    expect(page.body.data.map((r) => r.id)).toEqual([bu1.id, br.id]);
    expect(page.body.pagination.total).toBe(4);
    expect(page.body.data[1]).toMatchObject({ scopeName: w.brandX.name });
  });
});

describe('refusals', () => {
  const b1 = () => businessScope(w.businesses.b1.id);
  const split = (accountCode: string, taxCode: string | null, share: object = { kind: 'remainder' }) => ({
    accountCode,
    taxCode,
    share,
    description: null,
  });
  const actions = (splits: object[], extra: object = {}) => ({
    splits,
    payee: null,
    memo: null,
    internalTransfer: false,
    contractorPayment: false,
    ...extra,
  });
  const nest = (depth: number): object =>
    depth === 1
      ? { match: 'all', conditions: [{ field: 'description', op: 'contains', value: 'x' }] }
      : { match: 'any', conditions: [nest(depth - 1)] };

  it.each([
    ['a rule without a name', () => ruleBody(practice, { name: ' ' }), /^name: /],
    ['a group without conditions', () => ({ ...ruleBody(practice), conditions: { match: 'all', conditions: [] } }), /^conditions/],
    ['groups nested too deep', () => ({ ...ruleBody(practice), conditions: nest(6) }), /^conditions: Groups may be nested at most 5 deep/],
    [
      'a regular expression that does not close its group',
      () => ({
        ...ruleBody(practice),
        conditions: {
          match: 'all',
          conditions: [{ match: 'any', conditions: [{ field: 'payee', op: 'matchesRegex', value: 'uber (eats' }] }],
        },
      }),
      /^conditions\.conditions\.0\.conditions\.0\.value: .*character/,
    ],
    ['a rule without an action', () => ({ ...ruleBody(practice), actions: actions([]) }), /^actions: A rule needs at least one action/],
    [
      'two remainder lines',
      () => ({ ...ruleBody(practice), actions: actions([split('6-1250', 'GST'), split('6-1290', 'GST')]) }),
      /^actions: Exactly one split takes the remainder/,
    ],
    [
      'an unknown account in a business rule',
      () => ({ ...ruleBody(b1()), actions: actions([split('6-1000', null)]) }),
      /^actions\.splits\.0\.accountCode: Account 6-1000 is not in this business's chart/,
    ],
    [
      'a tax code the account cannot take',
      () => ({
        ...ruleBody(b1()),
        actions: actions([split('6-1250', 'GST', { kind: 'percent', basisPoints: 5000 }), split('6-1290', 'ITS')]),
      }),
      /^actions\.splits\.1\.taxCode: Account 6-1290 .* cannot take tax code ITS/,
    ],
    [
      'a bank account of another business',
      () => ruleBody(businessScope(w.businesses.b1.id, [w.l5.bankAccount.id])),
      /^scope\.bankAccountIds: /,
    ],
    ['an unknown tax code', () => ({ ...ruleBody(practice), actions: actions([split('6-1250', 'VAT')]) }), /taxCode/],
  ])('refuses %s with 400 naming the field', async (_what, body, message) => {
    const res = await create(body());
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('says why a rule is refused in the language the request asks for', async () => {
    const body = {
      ...ruleBody(b1()),
      conditions: { match: 'all', conditions: [{ field: 'payee', op: 'matchesRegex', value: 'uber (eats' }] },
      actions: actions([split('6-1000', null)]),
    };
    const vi = await t.api.post<Answer<RuleDto>>('/api/v1/coding-rules', body, { token, headers: { 'accept-language': 'vi' } });
    expect([vi.status, vi.body.message]).toEqual([400, 'conditions.conditions.0.value: Nhóm chưa được đóng tại ký tự thứ 6']);
    const unknownAccount = { ...body, conditions: ruleBody(b1()).conditions };
    const account = await t.api.post<Answer<RuleDto>>('/api/v1/coding-rules', unknownAccount, {
      token,
      headers: { 'accept-language': 'vi' },
    });
    expect(account.body.message).toBe(
      'actions.splits.0.accountCode: Tài khoản 6-1000 không có trong hệ thống tài khoản của doanh nghiệp này.',
    );
  });

  it('refuses an inactive account, and the same checks on an edit and on activation', async () => {
    const rule = await created(ruleBody(b1(), { name: 'To be checked again' }));
    await t.ctx.db.execute(
      // The chart changes after the rule was saved: activating it checks again.
      sql`update accounts set active = false where id = ${w.l1.accounts['6-1250']?.id ?? ''}`,
    );
    try {
      expect((await create(ruleBody(b1()))).body.message).toMatch(/Account 6-1250 is not in this business's chart/);
      expect((await setStatus(rule.id, 'active')).status).toBe(400);
      const edit = await t.api.put<Answer<RuleDto>>(
        `/api/v1/coding-rules/${rule.id}`,
        { name: 'x', mode: 'suggest', conditions: ruleBody(practice).conditions, actions: actions([split('6-1000', null)]) },
        { token },
      );
      expect(edit.status).toBe(400);
    } finally {
      await t.ctx.db.execute(sql`update accounts set active = true where id = ${w.l1.accounts['6-1250']?.id ?? ''}`);
    }
  });

  it('takes account codes a practice rule cannot check (a chart without them is reported when it runs) and answers 404 for an unknown brand', async () => {
    expect((await create({ ...ruleBody(practice), actions: actions([split('9-9999', null)]) })).status).toBe(201);
    expect((await create(ruleBody(brandScope('00000000-0000-4000-8000-000000000000')))).status).toBe(404);
  });
});
