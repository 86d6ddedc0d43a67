/**
 * Two sides of one practice for the generated scope suite (platform/auth/route-scope.test.ts):
 * side A (region A, brand X, supervised by supA, managed by cmA, portal user pA) holds every
 * scoped caller; side B (region B, brand Y, supB, cmB, pB) is outside all of them but the Super
 * Admin. Each side gets one record of every kind a route's path can name, made the way the app
 * makes them (its API, as a Super Admin) where that is short, so an id swapped in is a real record.
 */
import { Role, type RoleId } from '@ledgerdesk/domain';
import { eq } from 'drizzle-orm';
import { userSessions } from '../src/modules/auth/auth.tables.js';
import { notifications } from '../src/modules/notifications/notifications.tables.js';
import { statementForm, SLASHED_DAY_FIRST } from '../src/modules/banking/imports.fixture.js';
import { addContractor } from '../src/modules/contractors/contractors.fixture.js';
import { chatApi } from '../src/modules/chat/chat.fixture.js';
import { runJob, runOf } from '../src/modules/coding/jobs.fixture.js';
import { businessScope, ruleBody } from '../src/modules/coding/rules.fixture.js';
import { PDF, tree, upload } from '../src/modules/files/files.fixture.js';
import { CHEQUE_CSV } from '../src/modules/transfers/transfers.fixture.js';
import {
  buildBankAccount,
  buildBankTransactions,
  buildBrand,
  buildBusiness,
  buildChartWithAccounts,
  buildClient,
  buildRegion,
  buildUser,
  type BuiltUser,
} from './factories.js';
import type { TestApp } from './harness.js';

/** The kinds of record a route's path parameter names (route-scope.test.ts maps each parameter to one). */
export type RecordKind =
  | 'business'
  | 'client'
  | 'chart'
  | 'account'
  | 'bankAccount'
  | 'transaction'
  | 'codedTransaction'
  | 'journal'
  | 'contractor'
  | 'csvMapping'
  | 'import'
  | 'channel'
  | 'message'
  | 'notification'
  | 'folder'
  | 'file'
  | 'attachment'
  | 'uploadRequest'
  | 'reportLock'
  | 'drivenReport'
  | 'codingRule'
  | 'codingJob'
  | 'codingRun'
  | 'exportJob'
  | 'reconciliation'
  | 'staff'
  | 'supervisor'
  | 'session';

export interface Side {
  ids: Record<RecordKind, string>;
  /** The side's callers, one per role (the Super Admin belongs to side A only). */
  users: Partial<Record<RoleId, BuiltUser>>;
}

interface Answer<T> {
  status: number;
  body: { data: T; message?: string };
}

function created<T>(what: string, res: Answer<T>, status = 201): T {
  if (res.status !== status) throw new Error(`${what} not made: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

async function buildSide(t: TestApp, sa: BuiltUser, letter: string): Promise<Side> {
  const token = sa.token;
  const [region, brand] = await Promise.all([buildRegion(t.ctx, { name: `Region ${letter}` }), buildBrand(t.ctx)]);
  const supervisor = await buildUser(t.ctx, { roleId: Role.Supervisor, regionId: region.id });
  const caseManager = await buildUser(t.ctx, { roleId: Role.CaseManager, regionId: region.id, supervisorId: supervisor.user.id });
  const client = await buildClient(t.ctx, { regionId: region.id, brandId: brand.id, supervisorId: supervisor.user.id });
  const business = await buildBusiness(t.ctx, { clientId: client.id, caseManagerIds: [caseManager.user.id] });
  const users: Side['users'] = {
    [Role.RegionAdmin]: await buildUser(t.ctx, { roleId: Role.RegionAdmin, regionId: region.id }),
    [Role.Supervisor]: supervisor,
    [Role.CaseManager]: caseManager,
    [Role.BrandAdmin]: await buildUser(t.ctx, { roleId: Role.BrandAdmin, brandId: brand.id }),
    [Role.BrandManager]: await buildUser(t.ctx, { roleId: Role.BrandManager, brandId: brand.id }),
    [Role.Client]: await buildUser(t.ctx, { roleId: Role.Client, clientId: client.id }),
  };

  const b = `/api/v1/businesses/${business.id}`;
  const chart = await buildChartWithAccounts(t.ctx, business.id);
  const account = (code: string) => chart.accounts[code]?.id ?? '';
  const bankAccount = await buildBankAccount(t.ctx, { businessId: business.id, ledgerAccountId: account('1-1110') });
  // The rule below codes the first line; the second stays uncoded, for what only an uncoded line allows.
  const [codedTransaction, transaction] = await buildBankTransactions(t.ctx, bankAccount, [
    { date: '2024-07-03', amount: -11000, description: 'Officeworks', payee: 'Officeworks' },
    { date: '2024-07-05', amount: 55000, description: 'Invoice 1001', payee: 'Harbour Cafe' },
  ]);
  const journal = created<{ id: string }>(
    'journal',
    await t.api.post(
      `${b}/journals`,
      {
        date: '2024-09-01',
        narration: 'J',
        lines: [
          { accountId: account('6-1250'), amount: 100 },
          { accountId: account('1-1110'), amount: -100 },
        ],
      },
      { token },
    ),
  );
  const contractor = await addContractor(t, token, business.id, { name: `Contractor ${letter}` });
  const csvMapping = created<{ id: string }>(
    'CSV mapping',
    await t.api.post(`${b}/csv-mappings`, { name: `Bank ${letter}`, mapping: SLASHED_DAY_FIRST }, { token }),
  );
  const preview = created<{ id: string }>(
    'import',
    await t.api.send(
      'POST',
      `${b}/bank-accounts/${bankAccount.id}/imports`,
      statementForm(CHEQUE_CSV, 'CSVData.csv', { bank: 'commbank' }),
      { token },
    ),
  );

  const chat = chatApi(t);
  const channel = await chat.group(token, business.id);
  const message = await chat.post(token, channel.id, `Hello ${letter}`, { mentions: [caseManager.user.id] });
  const [notification] = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, caseManager.user.id));

  const folder = (await tree(t, token, 'business', business.id)).find((f) => !f.isRoot);
  if (!folder) throw new Error('the business has no folder but its root');
  const [file] = created(
    'file',
    await upload(t, token, folder.id, [{ name: `receipt-${letter}.pdf`, bytes: PDF, type: 'application/pdf' }]),
  );
  const [attachment] = created<Array<{ id: string }>>(
    'attachment',
    await t.api.post(`/api/v1/transactions/${transaction?.id}/attachments`, { fileId: file?.id }, { token }),
  );
  const reconciliation = created<{ id: string }>(
    'reconciliation',
    await t.api.post(
      `${b}/bank-accounts/${bankAccount.id}/reconciliations`,
      { statementDate: '2024-06-30', statementBalance: 0 },
      { token },
    ),
  );
  const uploadRequest = created<{ id: string }>(
    'upload request',
    await t.api.post('/api/v1/upload-requests', { businessId: business.id, folderId: folder.id }, { token }),
  );
  const reportLock = created<{ id: string }>(
    'report lock',
    await t.api.post(`${b}/report-locks`, { type: 'profit-and-loss', from: '2023-07-01', to: '2024-06-30' }, { token }),
  );
  const drivenReport = created<{ id: string }>(
    'saved report',
    await t.api.post(
      `${b}/driven-reports`,
      {
        name: `P&L ${letter}`,
        definition: {
          type: 'profit-and-loss',
          period: { from: '2023-07-01', to: '2024-06-30' },
          compare: 'none',
          columns: ['account', 'amount'],
        },
      },
      { token },
    ),
  );
  const codingRule = created<{ id: string }>(
    'coding rule',
    await t.api.post(
      '/api/v1/coding-rules',
      ruleBody(businessScope(business.id), { name: `Rule ${letter}`, status: 'active', mode: 'autopost' }),
      { token },
    ),
  );
  const exportJob = created<{ id: string }>(
    'export job',
    await t.api.post(`${b}/export/jobs`, { format: 'csv', from: '2024-07-01', to: '2024-07-31' }, { token }),
    202,
  );
  // Applying the rule codes the side's transaction: a job and a run to name.
  const applied = await runJob(
    t.api,
    '/api/v1/coding-rules/apply',
    { ruleId: codingRule.id, target: { businessId: business.id }, confirmed: true },
    token,
    runOf,
  );
  const [session] = await t.ctx.db.select().from(userSessions).where(eq(userSessions.userId, caseManager.user.id));

  const ids: Record<RecordKind, string | undefined> = {
    business: business.id,
    client: client.id,
    chart: chart.chartId,
    account: account('6-1250'),
    bankAccount: bankAccount.id,
    transaction: transaction?.id,
    codedTransaction: codedTransaction?.id,
    journal: journal.id,
    contractor: contractor.id,
    csvMapping: csvMapping.id,
    import: preview.id,
    channel: channel.id,
    message: String(message.id),
    notification: notification?.id,
    folder: folder.id,
    file: file?.id,
    attachment: attachment?.id,
    uploadRequest: uploadRequest.id,
    reportLock: reportLock.id,
    drivenReport: drivenReport.id,
    codingRule: codingRule.id,
    codingJob: applied.job?.id,
    codingRun: applied.job?.state === 'done' && runOf(applied.job).lineCount === 1 ? runOf(applied.job).id : undefined,
    exportJob: exportJob.id,
    reconciliation: reconciliation.id,
    staff: caseManager.user.id,
    supervisor: supervisor.user.id,
    session: session?.id,
  };
  const missing = Object.entries(ids).filter(([, id]) => !id);
  if (missing.length > 0) throw new Error(`side ${letter} lacks ${missing.map(([kind]) => kind).join(', ')}`);
  return { ids: ids as Record<RecordKind, string>, users };
}

/** Side A with the Super Admin and every scoped caller, side B outside all of them. */
export async function buildScopeSides(t: TestApp): Promise<{ sa: BuiltUser; inside: Side; outside: Side }> {
  const sa = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
  const inside = await buildSide(t, sa, 'A');
  const outside = await buildSide(t, sa, 'B');
  inside.users[Role.SuperAdmin] = sa;
  return { sa, inside, outside };
}
