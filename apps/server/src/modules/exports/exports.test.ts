/**
 * Export jobs end to end: the file a job writes is the file the direct download gives, its
 * starter alone hears of it and may download it, a direct download past the line limit is
 * refused naming the job endpoint, expired files go with their jobs, and a failure is told in
 * the starter's language.
 */
import type { ExportJob } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { generateLedger, loadChart, pickGeneratorAccounts } from '../../../testing/ledger-generator.js';
import { createStorage } from '../../platform/storage/index.js';
import { startS3Server } from '../../../testing/s3-server.js';
import { buildLedgerWorld, type LedgerWorld } from '../ledger/ledger-world.fixture.js';
import { bytesOf, exportEnd } from './exports.fixture.js';
import { EXPORT_PURGE, purgeExpiredExports } from './index.js';

/** Low enough that the generated year is over it and one month under it. */
const LIMIT = 120;

let t: TestApp;
let w: LedgerWorld;
let business: string;
beforeAll(async () => {
  t = await createTestApp({ EXPORT_DIRECT_MAX_LINES: String(LIMIT) });
  w = await buildLedgerWorld(t.ctx);
  business = w.businesses.b1.id;
  const accounts = pickGeneratorAccounts(await loadChart(t.ctx.db, business));
  await generateLedger(t.ctx.db, { businessId: business, accounts, years: 1, entriesPerMonth: 15, seed: 7, start: '2023-07-01' });
}, 180_000);
afterAll(() => t.close());

const listen = (token: string) => t.listen('/file-convert', token);
const count = (query: ReturnType<typeof sql>) => t.count(query);
const lineCount = (from: string, to: string) =>
  count(sql`select count(*) from journal_lines where business_id = ${business} and date between ${from} and ${to}`);

async function startLedger(body: object, token = w.users.cmA1.token, language = 'en') {
  const res = await t.api.post<{ data: ExportJob }>(`/api/v1/businesses/${business}/export/jobs`, body, {
    token,
    headers: { 'accept-language': language },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body.data;
}

describe('export jobs', () => {
  it('writes the file the direct download gives, tells only its starter, and lets only them download it', async () => {
    const mine = await listen(w.users.cmA1.token);
    const stranger = await listen(w.users.cmB.token);
    const admin = await listen(w.users.sa.token);
    const month = { from: '2023-08-01', to: '2023-08-31' };
    expect(await lineCount(month.from, month.to)).toBeLessThanOrEqual(LIMIT);

    for (const format of ['csv', 'hledger'] as const) {
      const started = await startLedger({ format, ...month }, w.users.cmA1.token, 'vi');
      expect(started).toMatchObject({ kind: 'ledger', format, state: 'queued', fileName: null });
      const done = await exportEnd(t.api, started.id, w.users.cmA1.token);
      expect(done).toMatchObject({ state: 'done', error: null });
      const file = await bytesOf(t.baseUrl, `/api/v1/export-jobs/${started.id}/file`, w.users.cmA1.token);
      const direct = await bytesOf(
        t.baseUrl,
        `/api/v1/businesses/${business}/export/${format}?from=${month.from}&to=${month.to}`,
        w.users.cmA1.token,
        'vi',
      );
      expect(file.status).toBe(200);
      expect(direct.status).toBe(200);
      expect(file.bytes.length).toBeGreaterThan(500);
      expect(file.bytes.equals(direct.bytes)).toBe(true);
      expect(done.bytes).toBe(file.bytes.length);
      expect(file.headers.get('content-disposition')).toContain(done.fileName ?? 'missing');
      expect(Date.parse(done.expiresAt ?? '') - Date.now()).toBeGreaterThan(23 * 3_600_000);
      // Nobody else finds the job or its file, not even a Super Admin.
      for (const other of [w.users.cmB.token, w.users.sa.token, w.users.portal.token]) {
        expect((await t.api.get(`/api/v1/export-jobs/${started.id}`, { token: other })).status).toBe(404);
        expect((await bytesOf(t.baseUrl, `/api/v1/export-jobs/${started.id}/file`, other)).status).toBe(404);
      }
    }
    const told = mine.received.filter((e) => e.event === 'export_job').map((e) => e.payload as ExportJob);
    const total = await lineCount(month.from, month.to);
    expect(told.some((job) => job.state === 'running' && job.total === total)).toBe(true);
    expect(told.filter((job) => job.state === 'done')).toHaveLength(2);
    expect(told.find((job) => job.state === 'done' && job.format === 'csv')).toMatchObject({ lines: total, total });
    expect([...stranger.received, ...admin.received].filter((e) => e.event === 'export_job')).toEqual([]);
  });

  it('exports a whole ledger past the direct limit, which the direct download refuses naming the job endpoint', async () => {
    const year = { from: '2023-07-01', to: '2024-06-30' };
    const lines = await lineCount(year.from, year.to);
    expect(lines).toBeGreaterThan(LIMIT);
    const refused = await t.api.get<{ code: string; message: string; details: unknown }>(
      `/api/v1/businesses/${business}/export/csv?from=${year.from}&to=${year.to}`,
      { token: w.users.cmA1.token, headers: { 'accept-language': 'vi' } },
    );
    const jobPath = `/api/v1/businesses/${business}/export/jobs`;
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('EXPORT_TOO_LARGE');
    expect(refused.body.details).toEqual({ lines, limit: LIMIT, jobPath });
    expect(refused.body.message).toContain(`POST ${jobPath}`);
    expect(refused.body.message).toMatch(/^Bản xuất này có/);

    const done = await exportEnd(t.api, (await startLedger({ format: 'csv', ...year })).id, w.users.cmA1.token);
    expect(done).toMatchObject({ state: 'done', lines, total: lines });
    const file = await bytesOf(t.baseUrl, `/api/v1/export-jobs/${done.id}/file`, w.users.cmA1.token);
    expect(file.bytes.toString('utf8').trim().split('\n').length).toBeGreaterThan(lines);

    // A report listing journal lines is refused as a direct file too; its JSON and the job are not.
    const report = `/api/v1/businesses/${business}/reports/general-journal`;
    const pdf = await t.api.get<{ code: string }>(`${report}?from=${year.from}&to=${year.to}&format=pdf`, { token: w.users.cmA1.token });
    expect(pdf.status).toBe(422);
    expect(pdf.body.code).toBe('EXPORT_TOO_LARGE');
    expect((await t.api.get(`${report}?from=${year.from}&to=${year.to}`, { token: w.users.cmA1.token })).status).toBe(200);
  });

  it('makes the report file the direct download makes', async () => {
    const month = 'from=2023-09-01&to=2023-09-30';
    const started = await t.api.post<{ data: ExportJob }>(
      `/api/v1/businesses/${business}/reports/general-journal/export-jobs`,
      { format: 'csv', from: '2023-09-01', to: '2023-09-30' },
      { token: w.users.cmA1.token },
    );
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ kind: 'report', report: 'general-journal', format: 'csv', state: 'queued' });
    const done = await exportEnd(t.api, started.body.data.id, w.users.cmA1.token);
    expect(done.fileName).toBe(`${w.businesses.b1.name.replace(/[^\p{L}\p{N}]+/gu, '-')}-general-journal-2023-09-01-2023-09-30.csv`);
    const file = await bytesOf(t.baseUrl, `/api/v1/export-jobs/${done.id}/file`, w.users.cmA1.token);
    const direct = await bytesOf(
      t.baseUrl,
      `/api/v1/businesses/${business}/reports/general-journal?${month}&format=csv`,
      w.users.cmA1.token,
    );
    expect(direct.status).toBe(200);
    expect(file.bytes.equals(direct.bytes)).toBe(true);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);

    const xlsx = await t.api.post<{ data: ExportJob }>(
      `/api/v1/businesses/${business}/reports/profit-and-loss/export-jobs`,
      { format: 'xlsx', from: '2023-07-01', to: '2024-06-30' },
      { token: w.users.cmA1.token },
    );
    const sheet = await exportEnd(t.api, xlsx.body.data.id, w.users.cmA1.token);
    const bytes = (await bytesOf(t.baseUrl, `/api/v1/export-jobs/${sheet.id}/file`, w.users.cmA1.token)).bytes;
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    // Outside the caller's scope nothing is queued.
    const outside = await t.api.post(
      `/api/v1/businesses/${w.businesses.b5.id}/export/jobs`,
      { format: 'csv' },
      { token: w.users.cmA1.token },
    );
    expect(outside.status).toBe(404);
  });

  it('streams the file through the S3 driver as well', async () => {
    const server = await startS3Server();
    const disk = t.ctx.storage;
    t.ctx.storage = createStorage(server.storageUrl, '/unused');
    try {
      const year = { from: '2023-07-01', to: '2024-06-30' };
      const done = await exportEnd(t.api, (await startLedger({ format: 'hledger', ...year })).id, w.users.cmA1.token);
      expect(done).toMatchObject({ state: 'done', total: await lineCount(year.from, year.to) });
      const file = await bytesOf(t.baseUrl, `/api/v1/export-jobs/${done.id}/file`, w.users.cmA1.token);
      expect(file.status).toBe(200);
      expect(file.bytes.length).toBe(done.bytes);
      expect(file.bytes.toString('utf8')).toMatch(/^; Ledgerdesk journal of /);
    } finally {
      t.ctx.storage = disk;
      await server.stop();
    }
  }, 120_000);

  it('removes an expired file and its job, from a timer that runs once for the cluster', async () => {
    const done = await exportEnd(
      t.api,
      (await startLedger({ format: 'hledger', from: '2023-07-01', to: '2023-07-31' })).id,
      w.users.cmA1.token,
    );
    const [row] = (await t.ctx.db.execute(sql`select output->>'key' as key from pgboss.job where id = ${done.id}`)).rows as {
      key: string;
    }[];
    const key = row?.key ?? '';
    expect(await t.ctx.storage.read(key)).toBeDefined();
    expect(await count(sql`select count(*) from pgboss.schedule where name = ${EXPORT_PURGE}`)).toBe(1);

    // Not yet expired: kept.
    await purgeExpiredExports(t.ctx, new Date(Date.now() + 23 * 3_600_000));
    expect((await bytesOf(t.baseUrl, `/api/v1/export-jobs/${done.id}/file`, w.users.cmA1.token)).status).toBe(200);

    expect(await purgeExpiredExports(t.ctx, new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.storage.read(key)).toBeUndefined();
    expect(await count(sql`select count(*) from pgboss.job where id = ${done.id}`)).toBe(0);
    expect((await t.api.get(`/api/v1/export-jobs/${done.id}`, { token: w.users.cmA1.token })).status).toBe(404);
  });

  it('tells its starter, in their language, that the export failed when the storage keeps refusing it', async () => {
    const storage = t.ctx.storage;
    t.ctx.storage = { ...storage, put: () => Promise.reject(new Error('disk full')) };
    try {
      const mine = await listen(w.users.cmA1.token);
      const started = await startLedger({ format: 'csv', from: '2023-07-01', to: '2023-07-31' }, w.users.cmA1.token, 'vi');
      const failed = await exportEnd(t.api, started.id, w.users.cmA1.token, 60_000);
      const reason =
        'Việc xuất đã dừng do lỗi máy chủ và không có tệp nào được tạo: hãy thử lại, và báo cho quản trị viên nếu lỗi lặp lại.';
      expect(failed).toMatchObject({ state: 'failed', error: reason, fileName: null });
      expect((await bytesOf(t.baseUrl, `/api/v1/export-jobs/${started.id}/file`, w.users.cmA1.token)).status).toBe(404);
      const told = mine.received.filter((e) => e.event === 'export_job').map((e) => e.payload as ExportJob);
      expect(told.at(-1)).toMatchObject({ id: started.id, state: 'failed', error: reason });
    } finally {
      t.ctx.storage = storage;
    }
  }, 90_000);
});
