/**
 * Rule applies and recodes queued as jobs: the 202 and the job read back, progress on the
 * starter's /file-convert socket and nobody else's, and a failure that writes nothing.
 */
import type { CodingJob } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { jobEnd } from './jobs.fixture.js';
import { actionsOf, buildCodingBusiness, contains, insertRule, lineOf, split } from './runs.fixture.js';

let t: TestApp;
let w: PracticeWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildPracticeWorld(t.ctx);
});
afterAll(() => t.close());

const listen = (token: string) => t.listen('/file-convert', token);
const count = (query: ReturnType<typeof sql>) => t.count(query);

describe('queued coding runs', () => {
  it('answers 202 with the job, tells only its starter how it goes, and keeps the finished run to read back', async () => {
    const { business, transactions } = await buildCodingBusiness(t.ctx, w, [
      { date: '2024-07-10', amount: -2200, description: 'GOLF club fees' },
      { date: '2024-07-11', amount: -3300, description: 'GOLF balls' },
      { date: '2024-07-12', amount: -4400, description: 'rent' },
      { date: '2024-07-13', amount: -5500, description: 'power' },
    ]);
    await insertRule(t.ctx, {
      scope: { kind: 'business', businessId: business.id },
      conditions: contains('GOLF'),
      actions: actionsOf([split('6-1290')]),
    });
    const mine = await listen(w.users.cmA1.token);
    const stranger = await listen(w.users.cmB.token);
    const admin = await listen(w.users.sa.token);

    const started = await t.api.post<{ data: CodingJob }>(
      '/api/v1/coding-rules/apply-active',
      { target: { businessId: business.id } },
      { token: w.users.cmA1.token },
    );
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ kind: 'apply-active', state: 'queued', run: null });
    const { id } = started.body.data;

    const events = async () => (await mine.next('coding_job', 20_000)) as CodingJob;
    expect(await events()).toMatchObject({ id, state: 'running', phase: 'matching' });
    expect(await events()).toMatchObject({ id, state: 'running', phase: 'writing', lines: 2, total: 4 });
    const done = await events();
    expect(done).toMatchObject({ id, state: 'done', run: { kind: 'apply', lineCount: 2 } });
    expect((await lineOf(t.ctx, transactions[0]?.id ?? '')).journalEntryId).not.toBeNull();

    const read = await t.api.get<{ data: CodingJob }>(`/api/v1/coding-jobs/${id}`, { token: w.users.cmA1.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id, state: 'done', run: { id: done.run?.id, lineCount: 2 }, error: null });
    // Nobody else hears of it or reads it, not even a Super Admin.
    for (const other of [w.users.cmB.token, w.users.sa.token])
      expect((await t.api.get(`/api/v1/coding-jobs/${id}`, { token: other })).status).toBe(404);
    expect((await t.api.get(`/api/v1/coding-jobs/${id}`, { token: w.users.portal.token })).status).toBe(403);
    expect([...stranger.received, ...admin.received].filter((e) => e.event === 'coding_job')).toEqual([]);
  });

  it('asks for the confirmation before queuing anything', async () => {
    const { business } = await buildCodingBusiness(t.ctx, w, [
      { date: '2024-07-10', amount: -2200, description: 'HOTEL a' },
      { date: '2024-07-11', amount: -3300, description: 'HOTEL b' },
      { date: '2024-07-12', amount: -4400, description: 'other' },
    ]);
    const rule = await insertRule(t.ctx, {
      scope: { kind: 'business', businessId: business.id },
      conditions: contains('HOTEL'),
      actions: actionsOf([split('6-1290')]),
    });
    const queued = () => count(sql`select count(*) from pgboss.job where name = 'coding-run'`);
    const before = await queued();
    const refused = await t.api.post(
      '/api/v1/coding-rules/apply',
      { ruleId: rule.id, target: { businessId: business.id } },
      { token: w.users.cmA1.token },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.details).toEqual({ needsConfirmation: true, lines: 2, total: 3 });
    expect(await queued()).toBe(before);
  });

  it('fails a recode with its reason and writes nothing', async () => {
    const { business } = await buildCodingBusiness(t.ctx, w, [{ date: '2024-07-10', amount: -2200, description: 'uncoded' }]);
    const mine = await listen(w.users.cmA1.token);
    const runs = () => count(sql`select count(*) from coding_runs`);
    const before = await runs();
    const started = await t.api.post<{ data: CodingJob }>(
      '/api/v1/recode/apply',
      {
        conditions: { match: 'all', conditions: [{ field: 'description', op: 'contains', value: 'nothing like this' }] },
        target: { scope: { kind: 'business', businessId: business.id } },
        change: { taxCode: 'FRE' },
      },
      { token: w.users.cmA1.token, headers: { 'accept-language': 'vi' } },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const failed = await jobEnd(t.api, started.body.data.id, w.users.cmA1.token);
    const reason = 'Không có dòng nào đang mở khớp các điều kiện này với hạch toán khác: không có gì để hạch toán lại.';
    expect(failed).toMatchObject({ kind: 'recode', state: 'failed', error: reason, run: null });
    expect(await runs()).toBe(before);
    expect(await mine.next('coding_job', 20_000)).toMatchObject({ state: 'running', phase: 'matching' });
    expect(await mine.next('coding_job', 20_000)).toMatchObject({ state: 'failed', error: reason });
  });
});
