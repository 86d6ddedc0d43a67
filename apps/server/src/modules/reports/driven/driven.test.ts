/**
 * Saved reports of the report builder: CRUD within the business's scope, presets that follow the
 * calendar, and embed links that show the report to anyone holding them until they expire, are
 * altered, or the report is deleted.
 */
import { Role, type ProfitAndLossReport } from '@ledgerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories.js';
import { businessCaseManagers } from '../../businesses/index.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { documentedOperations } from '../../../../test/openapi-operations.js';
import { download, parseCsv } from '../export/export.fixture.js';
import { buildGeneratedLedger } from '../reports-world.fixture.js';
import { todayInAustralia } from '../report-scope.js';
import { resolvePeriod } from './driven.period.js';
import type { DrivenReportDto } from '@ledgerdesk/domain';
import { signEmbedToken } from './embed-token.js';

let t: TestApp;
let world: Awaited<ReturnType<typeof buildGeneratedLedger>>;
let caseManager: Awaited<ReturnType<typeof buildUser>>;
let outsider: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildGeneratedLedger(t.ctx, { start: '2022-07-01', years: 1, entriesPerMonth: 10, seed: 5 });
  caseManager = await buildUser(t.ctx, { roleId: Role.CaseManager });
  outsider = await buildUser(t.ctx, { roleId: Role.CaseManager });
  await t.ctx.db.insert(businessCaseManagers).values({ businessId: world.business.id, userId: caseManager.user.id });
});
afterAll(() => t.close());

type Answer = { data: DrivenReportDto };
const listUrl = () => `/api/v1/businesses/${world.business.id}/driven-reports`;
const definition = {
  type: 'profit-and-loss',
  period: { from: '2022-07-01', to: '2023-06-30' },
  compare: 'previous-period',
  columns: ['account', 'amount'],
};

describe('saved reports', () => {
  it('are created, listed, read, changed and deleted by a case manager of the business', async () => {
    const created = await t.api.post<Answer>(listUrl(), { name: 'Annual P&L', definition }, { token: caseManager.token });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Annual P&L',
      businessName: world.business.name,
      resolvedPeriod: { from: '2022-07-01', to: '2023-06-30' },
    });
    expect(created.body.data.definition).toEqual({ ...definition });
    const id = created.body.data.id;

    const listed = await t.api.get<{ data: DrivenReportDto[] }>(listUrl(), { token: caseManager.token });
    expect(listed.body.data.map((r) => r.id)).toEqual([id]);

    const renamed = await t.api.patch<Answer>(
      `/api/v1/driven-reports/${id}`,
      { name: 'This quarter', definition: { ...definition, period: { preset: 'this-quarter' } } },
      { token: caseManager.token },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('This quarter');
    expect(renamed.body.data.resolvedPeriod).toEqual(resolvePeriod({ preset: 'this-quarter' }, todayInAustralia(), 7));
    expect((await t.api.get<Answer>(`/api/v1/driven-reports/${id}`, { token: caseManager.token })).body.data.name).toBe('This quarter');

    expect((await t.api.delete(`/api/v1/driven-reports/${id}`, { token: caseManager.token })).status).toBe(204);
    expect((await t.api.get(`/api/v1/driven-reports/${id}`, { token: caseManager.token })).status).toBe(404);
  });

  it("are out of reach outside the business's scope, written by staff only, and refused to the signed-out", async () => {
    const { body } = await t.api.post<Answer>(listUrl(), { name: 'Kept', definition }, { token: world.sa.token });
    const id = body.data.id;
    expect((await t.api.get(listUrl(), { token: outsider.token })).status).toBe(404);
    expect((await t.api.post(listUrl(), { name: 'Mine', definition }, { token: outsider.token })).status).toBe(404);
    expect((await t.api.get(`/api/v1/driven-reports/${id}`, { token: outsider.token })).status).toBe(404);
    expect((await t.api.patch(`/api/v1/driven-reports/${id}`, { name: 'Taken' }, { token: outsider.token })).status).toBe(404);
    expect((await t.api.delete(`/api/v1/driven-reports/${id}`, { token: outsider.token })).status).toBe(404);
    expect((await t.api.post(`/api/v1/driven-reports/${id}/embed-link`, {}, { token: outsider.token })).status).toBe(404);
    expect((await t.api.get(listUrl())).status).toBe(401);
    // The business's own client reads its saved reports but leaves saving and sharing to staff.
    const portal = await buildUser(t.ctx, { roleId: Role.Client, clientId: world.client.id });
    expect((await t.api.get<{ data: DrivenReportDto[] }>(listUrl(), { token: portal.token })).body.data.map((r) => r.id)).toContain(id);
    expect((await t.api.post(listUrl(), { name: 'Mine', definition }, { token: portal.token })).status).toBe(403);
    expect((await t.api.post(`/api/v1/driven-reports/${id}/embed-link`, {}, { token: portal.token })).status).toBe(403);
    expect((await t.api.delete(`/api/v1/driven-reports/${id}`, { token: portal.token })).status).toBe(403);
    expect((await t.api.get<Answer>(`/api/v1/driven-reports/${id}`, { token: world.sa.token })).body.data.name).toBe('Kept');
  });

  it('refuses a period that ends before it starts, an unknown column and an empty change', async () => {
    const backwards = { ...definition, period: { from: '2023-06-30', to: '2022-07-01' } };
    expect((await t.api.post(listUrl(), { name: 'Bad', definition: backwards }, { token: world.sa.token })).status).toBe(400);
    expect(
      (await t.api.post(listUrl(), { name: 'Bad', definition: { ...definition, columns: ['colour'] } }, { token: world.sa.token })).status,
    ).toBe(400);
    const { body } = await t.api.post<Answer>(listUrl(), { name: 'Fine', definition }, { token: world.sa.token });
    expect((await t.api.patch(`/api/v1/driven-reports/${body.data.id}`, {}, { token: world.sa.token })).status).toBe(400);
  });
});

describe('embed links', () => {
  const open = (token: string, format?: string) =>
    t.api.get<{ data: { name: string; businessName: string; report: ProfitAndLossReport }; code: string; message: string }>(
      `/api/v1/public/driven-reports?token=${encodeURIComponent(token)}${format ? `&format=${format}` : ''}`,
    );

  it('open the report without signing in, with the figures of the report itself, as JSON or a file', async () => {
    const { body } = await t.api.post<Answer>(listUrl(), { name: 'Shared P&L', definition }, { token: caseManager.token });
    const link = await t.api.post<{ data: { url: string; token: string; expiresAt: string } }>(
      `/api/v1/driven-reports/${body.data.id}/embed-link`,
      { expiresInHours: 2 },
      { token: caseManager.token },
    );
    expect(link.status).toBe(201);
    expect(link.body.data.url).toBe(`http://ledgerdesk.test/driven-report/iframe?token=${encodeURIComponent(link.body.data.token)}`);
    const hoursLeft = (Date.parse(link.body.data.expiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(1.9);
    expect(hoursLeft).toBeLessThanOrEqual(2);

    const opened = await open(link.body.data.token);
    expect(opened.status).toBe(200);
    const direct = await t.api.get<{ data: ProfitAndLossReport }>(
      `/api/v1/businesses/${world.business.id}/reports/profit-and-loss?from=2022-07-01&to=2023-06-30&compare=previous-period`,
      { token: world.sa.token },
    );
    expect(opened.body.data).toMatchObject({ name: 'Shared P&L', businessName: world.business.name });
    expect(opened.body.data.report).toEqual(direct.body.data);

    const csv = await download(`${t.baseUrl}/api/v1/public/driven-reports?token=${encodeURIComponent(link.body.data.token)}&format=csv`);
    expect(csv.status).toBe(200);
    const rows = parseCsv(csv.bytes.toString('utf8').slice(1));
    // Only the saved columns: the account and one amount per period.
    expect(rows[0]).toHaveLength(3);
    const netProfit = rows.find((row) => row[0] === 'Net profit');
    expect(netProfit?.slice(1).map((v) => Math.round(Number(v) * 100))).toEqual(direct.body.data.periodTotals.map((p) => p.netProfit));
  });

  it('refuse an expired, an altered or a sign-in token, and die with their report', async () => {
    const { body } = await t.api.post<Answer>(listUrl(), { name: 'Short-lived', definition }, { token: world.sa.token });
    const expired = await open(await signEmbedToken(t.ctx, body.data.id, new Date(Date.now() - 1000)));
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('This report link has expired. Ask for a new link.');

    const link = await t.api.post<{ data: { token: string } }>(
      `/api/v1/driven-reports/${body.data.id}/embed-link`,
      {},
      { token: world.sa.token },
    );
    const token = link.body.data.token;
    const [head, payload, signature = ''] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: world.business.id, aud: 'driven-report-embed', exp: 4_102_444_800 })).toString(
      'base64url',
    );
    for (const bad of [
      `${head}.${forgedPayload}.${signature}`,
      `${head}.${payload}.${signature.slice(0, -2)}xx`,
      world.sa.token,
      'not-a-token',
    ]) {
      const refused = await open(bad);
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('This report link is not valid. Check that it was copied in full.');
    }
    expect((await open(token)).status).toBe(200);
    await t.api.delete(`/api/v1/driven-reports/${body.data.id}`, { token: world.sa.token });
    expect((await open(token)).status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the saved-report routes, the public embed route and the report downloads', async () => {
    const paths = (await t.api.get<{ paths: Record<string, object> }>('/api/docs/json')).body.paths;
    for (const p of [
      '/api/v1/businesses/{id}/driven-reports',
      '/api/v1/driven-reports/{id}',
      '/api/v1/driven-reports/{id}/embed-link',
      '/api/v1/public/driven-reports',
      '/api/v1/businesses/{id}/reports/{type}/save',
    ]) {
      expect(paths[p], p).toBeDefined();
    }
    const reportQuery = documentedOperations(t)
      .find((op) => op.method === 'GET' && op.path === '/api/v1/businesses/{id}/reports/{type}')
      ?.parameters.filter((q) => q.in === 'query')
      .map((q) => q.name);
    expect(reportQuery).toEqual(expect.arrayContaining(['from', 'to', 'compare', 'basis', 'format']));
  });
});
