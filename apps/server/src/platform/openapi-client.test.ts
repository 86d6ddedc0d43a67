/**
 * A client generated from the API document (openapi-typescript types, openapi-fetch calls) signs in,
 * lists clients, imports a small statement, codes a line and reads a trial balance. The generated
 * types are checked in, one file per use case and per family of reports (test/api/*.d.ts, written by
 * test/api-types.ts), and compared with the document on every run, so the document cannot drift from
 * the server: `npm run api:types` writes them again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Role } from '@ledgerdesk/domain';
import createClient, { type Middleware } from 'openapi-fetch';
import type { OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiTypes, type UseCase } from '../../test/api-types.js';
import { buildBankAccount, buildBusiness, buildChartWithAccounts, buildClient, buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { paths as ClientsPaths } from '../../test/api/clients.js';
import type { paths as CodingPaths } from '../../test/api/coding.js';
import type { paths as ImportsPaths } from '../../test/api/imports.js';
import type { components as ReportsComponents, paths as ReportsPaths } from '../../test/api/reports.js';
import type { paths as SignInPaths } from '../../test/api/sign-in.js';
import { COMMBANK_CSV, statementForm } from '../modules/banking/imports.fixture.js';

const TYPES = path.resolve(import.meta.dirname, '../../test/api');

/**
 * The operations the client below uses, by use case: only their types are generated and checked in,
 * a file each; the reports' answer schemas a file more per family of reports.
 */
const USED: Record<string, UseCase> = {
  'sign-in': { operations: { '/api/v1/auth/login': ['post'] } },
  clients: { operations: { '/api/v1/clients': ['get'] } },
  imports: {
    operations: {
      '/api/v1/businesses/{id}/bank-accounts/{bankAccountId}/imports': ['post'],
      '/api/v1/imports/{id}/commit': ['post'],
    },
  },
  coding: { operations: { '/api/v1/businesses/{id}/transactions': ['get'], '/api/v1/transactions/{id}/coding': ['put'] } },
  reports: {
    operations: { '/api/v1/businesses/{id}/reports/{type}': ['get'] },
    families: {
      statements: ['TrialBalanceReport', 'ProfitAndLossReport', 'BalanceSheetReport'],
      gst: ['GstSummaryReport', 'GstDetailReport'],
      journals: ['GeneralJournalReport', 'ReceiptsJournalReport', 'DisbursementsJournalReport'],
    },
  },
};
type paths = SignInPaths & ClientsPaths & ImportsPaths & CodingPaths & ReportsPaths;

type UploadAnswer =
  paths['/api/v1/businesses/{id}/bank-accounts/{bankAccountId}/imports']['post']['responses'][201]['content']['application/json'];

describe('a client generated from the API document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is generated from the document as it is now', async () => {
    const document = (await t.api.get<OpenAPI3>('/api/docs/json')).body;
    for (const [name, useCase] of Object.entries(USED))
      for (const [file, generated] of Object.entries(await generateApiTypes(document, name, useCase))) {
        if (process.env.UPDATE_API_TYPES === '1') writeFileSync(path.join(TYPES, file), generated);
        expect(readFileSync(path.join(TYPES, file), 'utf8'), `the API changed: run \`npm run api:types\` and commit ${file}`).toBe(
          generated,
        );
      }
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
    // The answer is the session, or the second step of a user with two-factor sign-in (not this one).
    const answer = signIn.data?.data;
    const token = answer && 'accessToken' in answer ? answer.accessToken : undefined;
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

    // The statement goes up as multipart, which the document does not describe (the route reads the
    // parts as a stream), so it is sent by hand; its answer is still the document's type.
    const upload = await fetch(`${t.baseUrl}/api/v1/businesses/${business.id}/bank-accounts/${bank.id}/imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: statementForm(COMMBANK_CSV, 'CSVData.csv', { bank: 'commbank' }),
    });
    expect(upload.status).toBe(201);
    const importId = ((await upload.json()) as UploadAnswer).data.id;
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
    // The document gives the JSON answer beside the file bytes (`format`), which it cannot type, so
    // the answer is narrowed to the report by hand; its schemas are the generated ones of each family.
    const { data: trialBalance } = report.data as { data: ReportsComponents['schemas']['ReportData'] };
    expect(trialBalance.type === 'trial-balance' && trialBalance.rows.map((row) => [row.code, row.debit])).toContainEqual([
      '6-1250',
      109091,
    ]);
  });
});
