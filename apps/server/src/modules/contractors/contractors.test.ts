/** Contractors over HTTP: the record with its ABN check, the keyword scan through the rule engine, confirming, scope and roles. */
import type { ContractorDto, ContractorPaymentDto, ContractorScanAnswer } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBankTransactions } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildLedgerWorld, type LedgerWorld } from '../ledger/ledger-world.fixture.js';
import { ABN_A, addContractor, linkPayments } from './contractors.fixture.js';

let t: TestApp;
let w: LedgerWorld;
let b1: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
  b1 = w.businesses.b1.id;
});
afterAll(() => t.close());

const url = (businessId: string, rest = '') => `/api/v1/businesses/${businessId}/contractors${rest}`;
const scan = (businessId: string, token = w.users.sa.token) =>
  t.api.post<ContractorScanAnswer & { message?: string }>(`/api/v1/businesses/${businessId}/contractor-payments/scan`, undefined, {
    token,
  });

async function markedFlag(id: string): Promise<boolean> {
  const result = await t.ctx.db.execute(sql`select contractor_payment from bank_transactions where id = ${id}`);
  return result.rows[0]?.contractor_payment === true;
}

describe('contractors', () => {
  it('keeps a contractor with its ABN compacted, refuses an ABN that fails the checksum, and lists them by name', async () => {
    const bad = await t.api.post(url(b1), { name: 'Bad ABN Pty Ltd', abn: '12 345 678 901', address: {} }, { token: w.users.cmA1.token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('valid 11-digit ABN');

    const created = await addContractor(t, w.users.cmA1.token, b1, {
      name: 'Sparky Electrical',
      abn: '51 824-753 556',
      keywords: ['sparky', 'SPARKY'],
    });
    expect(created).toMatchObject({ abn: ABN_A, keywords: ['sparky'], paymentCount: 0, address: { suburb: 'Parramatta', state: 'NSW' } });

    const changed = await t.api.put<{ data: ContractorDto }>(
      url(b1, `/${created.id}`),
      {
        name: 'Sparky Electrical Pty Ltd',
        abn: '',
        address: { line1: '1 Main St', suburb: 'Ryde', state: 'NSW', postcode: '2112' },
        keywords: ['sparky elec'],
      },
      { token: w.users.cmA1.token },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Sparky Electrical Pty Ltd', abn: null, keywords: ['sparky elec'] });

    const list = await t.api.get<{ data: ContractorDto[] }>(url(b1), { token: w.users.cmA1.token });
    expect(list.body.data.map((c) => c.name)).toContain('Sparky Electrical Pty Ltd');
    expect((await t.api.delete(url(b1, `/${created.id}`), { token: w.users.cmA1.token })).status).toBe(204);
    expect((await t.api.get<{ data: ContractorDto[] }>(url(b1), { token: w.users.cmA1.token })).body.data.map((c) => c.id)).not.toContain(
      created.id,
    );
  });

  it('scans spend lines by keyword through the rule conditions, marks nothing until confirmed, then links and marks them', async () => {
    const lines = await buildBankTransactions(t.ctx, w.l1.bankAccount, [
      { date: '2025-02-03', amount: -110_000, description: 'TRANSFER TO ACME TILING PTY', payee: '' },
      { date: '2025-02-10', amount: -55_000, description: 'Internet banking', payee: 'Acme  Tiling' },
      { date: '2025-02-11', amount: 20_000, description: 'REFUND ACME TILING' },
      { date: '2025-02-12', amount: -9_900, description: 'Bunnings' },
    ]);
    const [toAcme, byPayee, refund, bunnings] = lines.map((l) => l.id);
    const acme = await addContractor(t, w.users.cmA1.token, b1, { name: 'Acme Tiling', abn: ABN_A, keywords: ['acme tiling'] });

    const found = await scan(b1, w.users.cmA1.token);
    expect(found.status).toBe(200);
    const ids = found.body.data.candidates.map((c) => c.transactionId);
    // Text is matched as the rule engine folds it (case, repeated spaces); money coming in is not a payment.
    expect(ids).toEqual(expect.arrayContaining([toAcme, byPayee]));
    expect(ids).not.toContain(refund);
    expect(ids).not.toContain(bunnings);
    expect(found.body.data.candidates.find((c) => c.transactionId === toAcme)).toMatchObject({
      contractorId: acme.id,
      noAbn: false,
      markedByRule: false,
    });
    expect(await markedFlag(toAcme!)).toBe(false);

    expect((await linkPayments(t, w.users.cmA1.token, b1, [{ transactionId: toAcme!, contractorId: acme.id }])).status).toBe(200);
    expect(await markedFlag(toAcme!)).toBe(true);
    const again = await scan(b1, w.users.cmA1.token);
    expect(again.body.data.candidates.map((c) => c.transactionId)).not.toContain(toAcme);

    const refused = await linkPayments(t, w.users.cmA1.token, b1, [{ transactionId: refund!, contractorId: acme.id }]);
    expect(refused.status).toBe(400);
    const withheldWithAbn = await linkPayments(t, w.users.cmA1.token, b1, [
      { transactionId: byPayee!, contractorId: acme.id, withheld: true },
    ]);
    expect(withheldWithAbn.status).toBe(400);

    const unlinked = await t.api.delete(`/api/v1/businesses/${b1}/contractor-payments/${toAcme}`, { token: w.users.cmA1.token });
    expect(unlinked.status).toBe(204);
    expect(await markedFlag(toAcme!)).toBe(false);
  });

  it('flags a contractor without an ABN and records 47% withholding on its payment', async () => {
    const [line] = await buildBankTransactions(t.ctx, w.l1.bankAccount, [
      { date: '2025-03-03', amount: -53_000, description: 'CASH JOB NOABN CONCRETING' },
    ]);
    const cash = await addContractor(t, w.users.cmA1.token, b1, { name: 'Noabn Concreting', keywords: ['noabn concreting'] });
    const found = await scan(b1, w.users.cmA1.token);
    expect(found.body.data.candidates.find((c) => c.transactionId === line!.id)).toMatchObject({ contractorId: cash.id, noAbn: true });

    expect(
      (await linkPayments(t, w.users.cmA1.token, b1, [{ transactionId: line!.id, contractorId: cash.id, withheld: true }])).status,
    ).toBe(200);
    const payments = await t.api.get<{ data: ContractorPaymentDto[] }>(`/api/v1/businesses/${b1}/contractor-payments?year=2025`, {
      token: w.users.cmA1.token,
    });
    // $530 reached the payee: that is 53% of a $1,000 gross, so $470 was withheld.
    expect(payments.body.data.find((p) => p.transactionId === line!.id)).toMatchObject({
      abn: null,
      taxWithheld: 47_000,
      contractorName: 'Noabn Concreting',
    });
  });

  it("refuses roles that do not code transactions and businesses outside the caller's scope", async () => {
    const acme = await addContractor(t, w.users.sa.token, b1, { name: 'Scope Check Plumbing', keywords: ['scope check'] });
    expect((await t.api.get(url(b1), { token: w.users.portal.token })).status).toBe(403);
    expect((await scan(b1, w.users.portal.token)).status).toBe(403);
    expect((await t.api.get(url(b1))).status).toBe(401);
    // Case Manager A1 is not assigned b5; Brand Manager Y does not see b1's brand.
    expect((await t.api.get(url(w.businesses.b5.id), { token: w.users.cmA1.token })).status).toBe(404);
    expect((await t.api.put(url(b1, `/${acme.id}`), { name: 'x', address: {} }, { token: w.users.bmY.token })).status).toBe(404);
    expect((await scan(b1, w.users.bmY.token)).status).toBe(404);
    // A contractor of another business is not found through this one.
    expect((await t.api.delete(url(w.businesses.b5.id, `/${acme.id}`), { token: w.users.sa.token })).status).toBe(404);
    const [l5] = await buildBankTransactions(t.ctx, w.l5.bankAccount, [{ date: '2025-01-01', amount: -100, description: 'scope check' }]);
    expect((await linkPayments(t, w.users.sa.token, b1, [{ transactionId: l5!.id, contractorId: acme.id }])).status).toBe(404);
  });
});
