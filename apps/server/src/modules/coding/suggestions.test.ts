/** Learned suggestions over HTTP: from the business's history, then its brand's, within scope. */
import type { LearnedSuggestionsAnswer } from '@ledgerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildLedgerWorld, type LedgerWorld } from '../ledger/ledger-world.fixture.js';
import { buildBankTransactions } from '../../../test/factories.js';
import { codeByHand } from './coded-by-hand.fixture.js';

let t: TestApp;
let w: LedgerWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
});
afterAll(() => t.close());

const ask = (businessId: string, transactionIds: string[], token = w.users.sa.token) =>
  t.api.post<LearnedSuggestionsAnswer & { message?: string }>(
    `/api/v1/businesses/${businessId}/coding-suggestions`,
    { transactionIds },
    { token },
  );

describe('learned suggestions', () => {
  it('suggests the account the business coded the same merchant to, through the bank noise', async () => {
    await codeByHand(t, w.users.sa.token, w.l1, [
      { description: 'VISA PURCHASE OFFICEWORKS 0412 SYDNEY 02/03/24', amount: -4_500, code: '6-1250', date: '2024-03-02' },
      { description: 'VISA PURCHASE OFFICEWORKS 0412 SYDNEY 09/04/24', amount: -7_200, code: '6-1250', date: '2024-04-09' },
      { description: 'DIRECT DEBIT HARBOUR PROPERTY RENT', amount: -330_00, code: '6-1250', date: '2024-04-01' },
    ]);
    const [line] = await buildBankTransactions(t.ctx, w.l1.bankAccount, [
      { date: '2024-09-03', amount: -1_990, description: 'EFTPOS PURCH OFFICEWORKS 0999 PARRAMATTA 03/09/24' },
    ]);
    const res = await ask(w.businesses.b1.id, [line!.id, w.l1.tx(2).id]);
    expect(res.status).toBe(200);
    const forLine = res.body.data.find((d) => d.transactionId === line!.id);
    expect(forLine?.suggestions[0]).toMatchObject({ accountCode: '6-1250', accountId: w.l1.account('6-1250'), source: 'business' });
    expect(forLine?.suggestions[0]?.confidence).toBeGreaterThan(0.8);
    expect(res.body.data.find((d) => d.transactionId === w.l1.tx(2).id)?.suggestions).toEqual([]);
  });

  it("asks the brand's other businesses about a merchant this business has never coded", async () => {
    await codeByHand(t, w.users.sa.token, w.l5, [
      { description: 'BUNNINGS WAREHOUSE 772', amount: -12_990, code: '6-1250', date: '2024-05-01' },
    ]);
    const [line] = await buildBankTransactions(t.ctx, w.l1.bankAccount, [
      { date: '2024-09-04', amount: -3_300, description: 'BUNNINGS WAREHOUSE 118' },
    ]);
    const res = await ask(w.businesses.b1.id, [line!.id]);
    expect(res.body.data[0]?.suggestions[0]).toMatchObject({ accountCode: '6-1250', accountId: w.l1.account('6-1250'), source: 'brand' });
  });

  it('leaves coded lines out and refuses a business outside the caller’s scope', async () => {
    const coded = await ask(w.businesses.b1.id, [w.l1.tx(0).id]);
    expect(coded.body.data.map((d) => d.transactionId)).toEqual([w.l1.tx(0).id]);
    const { id: codedId } = (await buildBankTransactions(t.ctx, w.l1.bankAccount, [{ date: '2024-09-05', amount: -100 }]))[0]!;
    await t.api.put(
      `/api/v1/transactions/${codedId}/coding`,
      { lines: [{ accountId: w.l1.account('6-1250'), taxCode: 'FRE', amount: -100 }] },
      { token: w.users.sa.token },
    );
    expect((await ask(w.businesses.b1.id, [codedId])).body.data).toEqual([]);
    expect((await ask(w.businesses.b5.id, [w.l5.tx(0).id], w.users.cmA1.token)).status).toBe(404);
    expect((await ask(w.businesses.b1.id, [w.l1.tx(0).id], w.users.bmY.token)).status).toBe(404);
    expect((await ask(w.businesses.b1.id, [w.l1.tx(0).id], w.users.portal.token)).status).toBe(403);
  });
});
