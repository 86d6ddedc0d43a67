/**
 * Bank reconciliation over HTTP: the balances and the lines that explain their difference, marking
 * a period reconciled, the refusals that follow for its lines (hand coding, the database itself),
 * undoing it, and who may do what where.
 */
import type { ReconciliationDto, ReconciliationRecordDto, TransactionDto } from '@ledgerdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLogs } from '../audit/index.js';
import { COMMBANK_CSV, statementForm } from '../banking/imports.fixture.js';
import { buildLedgerWorld, type LedgerWorld } from './ledger-world.fixture.js';

let t: TestApp;
let w: LedgerWorld;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
  token = w.users.cmA1.token;
});
afterAll(() => t.close());

const base = () => `/api/v1/businesses/${w.businesses.b1.id}/bank-accounts/${w.l1.bankAccount.id}`;
const view = (query: string, as = token) =>
  t.api.get<{ data: ReconciliationDto; message?: string }>(`${base()}/reconciliation?${query}`, { token: as });
const reconcile = (statementDate: string, statementBalance: number, as = token) =>
  t.api.post<{ data: ReconciliationRecordDto; message?: string }>(
    `${base()}/reconciliations`,
    { statementDate, statementBalance },
    { token: as },
  );
const undo = (id: string, as = token) => t.api.delete<{ message?: string }>(`${base()}/reconciliations/${id}`, { token: as });
const code = (id: string, accountCode: string, amount: number) =>
  t.api.put<{ message?: string; code?: string }>(
    `/api/v1/transactions/${id}/coding`,
    { lines: [{ accountId: w.l1.account(accountCode), taxCode: 'N-T', amount }] },
    { token },
  );
const uncode = (id: string) => t.api.delete<{ message?: string }>(`/api/v1/transactions/${id}/coding`, { token });

describe('bank reconciliation', () => {
  it('shows the statement against the ledger, explained by the uncoded lines', async () => {
    // Lines of July: -110.00, +550.00, -2,500.00; the statement closes July at -2,060.00.
    const res = await view('date=2024-07-31&statementBalance=-206000');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      statementBalance: -206000,
      statementSource: 'typed',
      ledgerBalance: 0,
      difference: -206000,
      unexplained: 0,
      reconciles: false,
      uncoded: { count: 3, amount: -206000 },
      unmatched: { count: 0, amount: 0 },
      reconciledThrough: null,
    });
    expect(res.body.data.uncoded.lines.map((l) => l.date)).toEqual(['2024-07-03', '2024-07-05', '2024-07-09']);
  });

  it('refuses to reconcile while lines are uncoded or the balances differ', async () => {
    const uncoded = await reconcile('2024-07-31', -206000);
    expect([uncoded.status, uncoded.body.message]).toEqual([409, '3 bank lines are not coded up to 31/07/2024: code them first.']);
    for (const [i, amount] of [
      [0, -11000],
      [1, 55000],
      [2, -250000],
    ] as const)
      expect((await code(w.l1.tx(i).id, '6-1250', amount)).status).toBe(200);
    const wrong = await reconcile('2024-07-31', -200000);
    expect([wrong.status, wrong.body.message]).toEqual([
      409,
      'The statement balance -$2,000.00 differs from the ledger balance -$2,060.00 by $60.00.',
    ]);
  });

  it('reconciles when they agree, freezing the period’s lines with an audit record', async () => {
    const res = await reconcile('2024-07-31', -206000);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ statementDate: '2024-07-31', statementBalance: -206000, lineCount: 3 });
    const after = await view('date=2024-07-31&statementBalance=-206000');
    expect(after.body.data).toMatchObject({ difference: 0, reconciles: true, reconciledThrough: '2024-07-31' });
    expect(after.body.data.history).toHaveLength(1);
    const audits = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.action, 'bank_account.reconciled'));
    expect(audits).toHaveLength(1);
    expect((await reconcile('2024-07-15', -206000)).status).toBe(409);
  });

  it('refuses to recode or uncode a reconciled line with a 409, while later lines stay open', async () => {
    const recode = await code(w.l1.tx(0).id, '4-1000', -11000);
    expect(recode.status).toBe(409);
    expect(recode.body).toMatchObject({
      code: 'LINE_RECONCILED',
      message: 'The line of 03/07/2024 is reconciled to the statement of 31/07/2024: undo that reconciliation before changing its coding.',
    });
    expect((await uncode(w.l1.tx(1).id)).status).toBe(409);
    expect((await code(w.l1.tx(3).id, '6-1250', -33000)).status).toBe(200);
  });

  it('marks the master table rows it holds, so the screen can say why they cannot be recoded', async () => {
    const rows = await t.api.get<{ data: TransactionDto[] }>(`/api/v1/businesses/${w.businesses.b1.id}/transactions`, { token });
    const byDate = Object.fromEntries(rows.body.data.map((r) => [r.date, r.reconciledTo]));
    expect(byDate).toEqual({ '2024-07-03': '2024-07-31', '2024-07-05': '2024-07-31', '2024-07-09': '2024-07-31', '2024-08-01': null });
  });

  it('is guarded by the database too: a reconciled line’s entry cannot be unlinked', async () => {
    await expect(
      t.ctx.db.execute(sql`update bank_transactions set journal_entry_id = null where id = ${w.l1.tx(2).id}`),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: 'LD004' }) as unknown });
  });

  it('lets Clients read but not reconcile, and hides other scopes', async () => {
    expect((await view('date=2024-07-31', w.users.portal.token)).status).toBe(200);
    expect((await reconcile('2024-08-31', -239000, w.users.portal.token)).status).toBe(403);
    expect((await view('date=2024-07-31', w.users.raB.token)).status).toBe(404);
    expect((await reconcile('2024-08-31', -239000, w.users.raB.token)).status).toBe(404);
    const other = await t.api.get(
      `/api/v1/businesses/${w.businesses.b1.id}/bank-accounts/${w.l5.bankAccount.id}/reconciliation?date=2024-07-31`,
      { token },
    );
    expect(other.status).toBe(404);
  });

  it('undoes the latest reconciliation only, and its lines can change again', async () => {
    const august = await reconcile('2024-08-31', -239000, w.users.baX.token);
    expect(august.status).toBe(201);
    const july = (await view('date=2024-07-31')).body.data.history.find((r) => r.statementDate === '2024-07-31');
    const early = await undo(july?.id ?? '');
    expect([early.status, early.body.message]).toEqual([
      409,
      'Undo the later reconciliation to 31/08/2024 first: it starts from this one’s balance.',
    ]);
    expect((await undo(august.body.data.id, w.users.portal.token)).status).toBe(403);
    expect((await undo(august.body.data.id)).status).toBe(204);
    expect((await undo(july?.id ?? '')).status).toBe(204);
    expect((await code(w.l1.tx(0).id, '4-1000', -11000)).status).toBe(200);
    const audits = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.action, 'bank_account.unreconciled'));
    expect(audits).toHaveLength(2);
  });
});

describe('statement balances from imports', () => {
  it('offers an imported statement’s closing balance at its date, from the CSV’s running balance', async () => {
    const accounts = `/api/v1/businesses/${w.businesses.b1.id}/bank-accounts`;
    const created = await t.api.post<{ data: { id: string } }>(accounts, { name: 'CommBank' }, { token });
    const accountId = created.body.data.id;
    const preview = await t.api.send<{ data: { id: string } }>(
      'POST',
      `${accounts}/${accountId}/imports`,
      statementForm(COMMBANK_CSV, 'CSVData.csv', { bank: 'commbank' }),
      { token },
    );
    expect((await t.api.post(`/api/v1/imports/${preview.body.data.id}/commit`, undefined, { token })).status).toBe(200);
    const res = await t.api.get<{ data: ReconciliationDto }>(`${accounts}/${accountId}/reconciliation?date=2024-07-05`, { token });
    expect(res.body.data).toMatchObject({
      statementBalance: 122905,
      statementSource: 'import',
      statements: [{ date: '2024-07-05', balance: 122905, fileName: 'CSVData.csv' }],
      ledgerBalance: 0,
      difference: 122905,
      unexplained: 0,
      uncoded: { count: 5, amount: 122905 },
    });
  });
});
