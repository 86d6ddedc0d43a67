/** Imports: who may run and read them, the processing-data list, and progress on /file-convert. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { connectSocket, type TestSocket } from '../../platform/realtime/testing/socket-client.js';
import type { BankAccountDto } from './bank-accounts.schema.js';
import type { ImportProgress } from './imports.events.js';
import { COMMBANK_CSV, statementForm } from './imports.fixture.js';
import type { ImportDto, PreviewDto } from './imports.schema.js';

type One<T> = { data: T; message: string };
type Page<T> = { data: T[]; pagination: { skip: number; limit: number; total: number } };

describe('import access, list and progress', () => {
  let t: TestApp;
  let w: PracticeWorld;
  let bank: BankAccountDto;
  let url: string;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildPracticeWorld(t.ctx);
    const base = `/api/v1/businesses/${w.businesses.b1.id}/bank-accounts`;
    bank = (await t.api.post<One<BankAccountDto>>(base, { name: 'Cheque' }, { token: w.users.sa.token })).body.data;
    url = `${base}/${bank.id}/imports`;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  const form = () => statementForm(COMMBANK_CSV, 'CSVData.csv', { bank: 'commbank' });

  it('pushes progress to the uploader on /file-convert, for the preview and the commit', async () => {
    const user = w.users.cmA1;
    const mine = await connectSocket(t.baseUrl, '/file-convert', user.token);
    const other = await connectSocket(t.baseUrl, '/file-convert', w.users.supB.token);
    sockets.push(mine, other);
    const preview = await t.api.send<One<PreviewDto>>('POST', url, form(), { token: user.token });
    const importId = preview.body.data.id;
    const stages = async () => (await mine.next('import_progress')) as ImportProgress;
    expect(await stages()).toMatchObject({ importId, step: 'preview', stage: 'parsing' });
    expect(await stages()).toMatchObject({ importId, step: 'preview', stage: 'checking', processed: 0, total: 5 });
    expect(await stages()).toMatchObject({ importId, step: 'preview', stage: 'done', processed: 5, total: 5 });
    await t.api.post(`/api/v1/imports/${importId}/commit`, undefined, { token: user.token });
    expect(await stages()).toMatchObject({ importId, step: 'commit', stage: 'committing', total: 5 });
    expect(await stages()).toMatchObject({ importId, step: 'commit', stage: 'done', processed: 5, total: 5 });

    const bad = await t.api.send<One<PreviewDto>>('POST', url, statementForm('not,a,statement\nat all', 'x.csv', { bank: 'commbank' }), {
      token: user.token,
    });
    expect(bad.status).toBe(422);
    await mine.next('import_progress');
    expect(await stages()).toMatchObject({ step: 'preview', stage: 'failed', message: bad.body.message });
    expect(other.received).toEqual([]);
  });

  it('lists imports with file, format, status, counts, who ran them and when', async () => {
    const res = await t.api.get<Page<ImportDto>>(`/api/v1/businesses/${w.businesses.b1.id}/imports`, { token: w.users.sa.token });
    expect(res.body.pagination).toEqual({ skip: 0, limit: 10, total: 1 });
    expect(res.body.data[0]).toMatchObject({
      fileName: 'CSVData.csv',
      format: 'csv',
      status: 'committed',
      rowCount: 5,
      importedCount: 5,
      duplicateCount: 0,
      bankAccount: { id: bank.id, name: 'Cheque' },
      businessId: w.businesses.b1.id,
      createdBy: { id: w.users.cmA1.user.id },
    });
    expect(res.body.data[0]?.committedAt).not.toBeNull();
    const across = await t.api.get<Page<ImportDto>>('/api/v1/imports?status=committed', { token: w.users.supA.token });
    expect(across.body.data.map((i) => i.id)).toEqual(res.body.data.map((i) => i.id));
    expect((await t.api.get<Page<ImportDto>>('/api/v1/imports', { token: w.users.supB.token })).body.pagination.total).toBe(0);
  });

  it('answers 404 outside the scope on every import endpoint, and 403 to a client who tries to import', async () => {
    const preview = await t.api.send<One<PreviewDto>>('POST', url, form(), { token: w.users.sa.token });
    const id = preview.body.data.id;
    const outsider = w.users.cmA2.token;
    expect((await t.api.send('POST', url, form(), { token: outsider })).status).toBe(404);
    expect((await t.api.post(`/api/v1/imports/${id}/commit`, undefined, { token: outsider })).status).toBe(404);
    expect((await t.api.get(`/api/v1/imports/${id}`, { token: outsider })).status).toBe(404);
    expect((await t.api.delete(`/api/v1/imports/${id}`, { token: outsider })).status).toBe(404);
    expect((await t.api.get(`/api/v1/businesses/${w.businesses.b1.id}/imports`, { token: outsider })).status).toBe(404);
    expect((await t.api.get(`/api/v1/imports?businessId=${w.businesses.b1.id}`, { token: outsider })).status).toBe(404);
    // A bank account of another business is not found through this one.
    expect(
      (
        await t.api.send('POST', `/api/v1/businesses/${w.businesses.b2.id}/bank-accounts/${bank.id}/imports`, form(), {
          token: w.users.sa.token,
        })
      ).status,
    ).toBe(404);

    const portal = w.users.portal.token;
    expect((await t.api.send('POST', url, form(), { token: portal })).status).toBe(403);
    expect((await t.api.post(`/api/v1/imports/${id}/commit`, undefined, { token: portal })).status).toBe(403);
    expect((await t.api.get(`/api/v1/imports/${id}`, { token: portal })).status).toBe(200);
    expect((await t.api.send('POST', url, form())).status).toBe(401);
  });

  it('is documented in OpenAPI', async () => {
    const res = await t.api.get<{ paths: Record<string, unknown> }>('/api/docs/json');
    for (const path of [
      '/api/v1/businesses/{id}/bank-accounts',
      '/api/v1/businesses/{id}/bank-accounts/{bankAccountId}',
      '/api/v1/businesses/{id}/bank-accounts/{bankAccountId}/imports',
      '/api/v1/imports/{id}/commit',
      '/api/v1/businesses/{id}/imports',
      '/api/v1/businesses/{id}/bank-feeds',
      '/api/v1/businesses/{id}/csv-mappings',
      '/api/v1/csv-mappings/presets',
    ]) {
      expect(res.body.paths[path], path).toBeDefined();
    }
  });
});
