/**
 * A client generated from the API document (openapi-typescript types, openapi-fetch calls) signs in,
 * lists clients, imports a small statement, codes a line and reads a trial balance. The generated
 * types are checked in (test/api/openapi.d.ts) and compared with the document on every run, so the
 * document cannot drift from the server: `npm run api:types` writes them again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Role } from '@ledgerdesk/domain';
import createClient, { type Middleware } from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBankAccount, buildBusiness, buildChartWithAccounts, buildClient, buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { paths } from '../../test/api/openapi.js';
import { COMMBANK_CSV, statementForm } from '../modules/banking/imports.fixture.js';

const TYPES = path.resolve(import.meta.dirname, '../../test/api/openapi.d.ts');
const HEADER = '/** Generated from /api/docs/json by openapi-typescript: `npm run api:types` writes it again. */\n';

describe('a client generated from the API document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is generated from the document as it is now', async () => {
    const document = (await t.api.get('/api/docs/json')).body;
    const generated = HEADER + astToString(await openapiTS(document as never));
    if (process.env.UPDATE_API_TYPES === '1') writeFileSync(TYPES, generated);
    expect(readFileSync(TYPES, 'utf8'), 'the API changed: run `npm run api:types` and commit the types').toBe(generated);
  });

  it('signs in, lists clients, imports a statement, codes a line and reads the trial balance', async () => {
    const admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
    const client = await buildClient(t.ctx, { name: 'Typed Client Pty Ltd' });
    const business = await buildBusiness(t.ctx, { clientId: client.id });
    const { accounts } = await buildChartWithAccounts(t.ctx, business.id);
    const bank = await buildBankAccount(t.ctx, { businessId: business.id, ledgerAccountId: accounts['1-1110']!.id });

    const api = createClient<paths>({ baseUrl: t.baseUrl });
    const signIn = await api.POST('/api/v1/auth/login', { body: { email: admin.user.email, password: TEST_PASSWORD } });
    expect(signIn.response.status).toBe(200);
    const token = signIn.data?.data.accessToken;
    expect(token).toBeTruthy();
    const bearer: Middleware = {
      onRequest: ({ request }) => {
        request.headers.set('authorization', `Bearer ${token}`);
        return request;
      },
    };
    api.use(bearer);

    const listed = await api.GET('/api/v1/clients', { params: { query: { keyword: 'Typed Client' } } });
    expect(listed.data?.data.map((c) => c.name)).toEqual(['Typed Client Pty Ltd']);

    const upload = await api.POST('/api/v1/businesses/{id}/bank-accounts/{bankAccountId}/imports', {
      params: { path: { id: business.id, bankAccountId: bank.id } },
      body: {} as never,
      bodySerializer: () => statementForm(COMMBANK_CSV, 'CSVData.csv', { bank: 'commbank' }),
    });
    expect(upload.response.status).toBe(201);
    const importId = upload.data?.data.id ?? '';
    const committed = await api.POST('/api/v1/imports/{id}/commit', { params: { path: { id: importId } } });
    expect(committed.data?.data.importedCount).toBe(5);

    const lines = await api.GET('/api/v1/businesses/{id}/transactions', { params: { path: { id: business.id }, query: {} } });
    const rent = lines.data?.data.find((row) => row.description === 'RENT JULY');
    expect(rent?.amount).toBe(-120000);
    const coded = await api.PUT('/api/v1/transactions/{id}/coding', {
      params: { path: { id: rent?.id ?? '' } },
      body: { lines: [{ accountId: accounts['6-1250']!.id, taxCode: 'GST', amount: -120000 }] },
    });
    expect(coded.response.status).toBe(200);

    const report = await api.GET('/api/v1/businesses/{id}/reports/{type}', {
      params: { path: { id: business.id, type: 'trial-balance' }, query: { from: '2024-07-01', to: '2024-07-31' } },
    });
    expect(report.response.status).toBe(200);
    expect(JSON.stringify(report.data)).toContain('6-1250');
  });
});
