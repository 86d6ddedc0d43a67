/** "Make a rule from this line" over HTTP: the draft separates the line from lines coded elsewhere, within scope. */
import type { RuleDraftFromLine } from '@ledgerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBankTransactions } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildLedgerWorld, type LedgerWorld } from '../ledger/ledger-world.fixture.js';
import { codeByHand } from './coded-by-hand.fixture.js';

let t: TestApp;
let w: LedgerWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
});
afterAll(() => t.close());

const draftOf = (transactionId: string, token = w.users.sa.token) =>
  t.api.get<{ data: RuleDraftFromLine; message?: string }>(`/api/v1/transactions/${transactionId}/rule-draft`, { token });

describe('a rule drafted from a coded line', () => {
  it('keeps the word that leaves out the same merchant’s lines coded to another account', async () => {
    const [trip] = await codeByHand(t, w.users.sa.token, w.l1, [
      { description: 'EFTPOS UBER *TRIP HELP.UBER.COM 03/04/24', payee: 'Uber', amount: -2_350, code: '6-1180', date: '2024-04-03' },
      { description: 'EFTPOS UBER *TRIP HELP.UBER.COM 11/05/24', amount: -1_820, code: '6-1180', date: '2024-05-11' },
      { description: 'EFTPOS UBER *EATS HELP.UBER.COM 12/05/24', amount: -3_100, code: '6-1260', date: '2024-05-12' },
      { description: 'EFTPOS UBER *EATS HELP.UBER.COM 19/05/24', amount: -2_900, code: '6-1260', date: '2024-05-19' },
    ]);
    await buildBankTransactions(t.ctx, w.l1.bankAccount, [{ date: '2024-06-01', amount: -4_000, description: 'UBER *TRIP 0999 SYDNEY' }]);

    const res = await draftOf(trip!);
    expect(res.status).toBe(200);
    const { draft, matches } = res.body.data;
    expect(draft.scope).toEqual({ kind: 'business', businessId: w.businesses.b1.id, bankAccountIds: [] });
    expect(res.body.data.businessName).toBe(w.businesses.b1.name);
    expect(draft.conditions).toEqual({
      match: 'all',
      conditions: [
        { field: 'description', op: 'matchesWord', value: 'trip' },
        { field: 'direction', op: 'equals', value: 'spend' },
      ],
    });
    expect(draft.actions).toEqual({
      splits: [{ accountCode: '6-1180', taxCode: 'FRE', share: { kind: 'remainder' }, description: null }],
      payee: 'Uber',
      memo: null,
      internalTransfer: false,
      contractorPayment: false,
    });
    // Two trips coded to fuel, the new uncoded trip, none of the Eats lines.
    expect(matches).toEqual({ matched: 3, sameAccount: 2, elsewhere: 0 });

    // The editor's live count, the rules' one evaluator, agrees.
    const count = await t.api.post<{ data: { matched: number } }>(
      '/api/v1/coding-rules/count',
      { draft, target: { businessId: w.businesses.b1.id } },
      { token: w.users.sa.token },
    );
    expect(count.body.data.matched).toBe(matches.matched);
  });

  it('adds the payee when the words also match lines coded elsewhere, and repeats a split as percentages', async () => {
    const [hosting] = await codeByHand(t, w.users.sa.token, w.l1, [
      { description: 'PAYPAL *ACME 4029357733', payee: 'Acme Hosting', amount: -5_000, code: '6-1290', date: '2024-06-03' },
      { description: 'PAYPAL *ACME 4029357733', payee: 'Acme Parts', amount: -12_000, code: '5-1000', date: '2024-06-04' },
    ]);
    const { draft, matches } = (await draftOf(hosting!)).body.data;
    expect(draft.conditions.conditions).toEqual([
      { field: 'description', op: 'matchesWord', value: 'paypal' },
      { field: 'direction', op: 'equals', value: 'spend' },
      { field: 'payee', op: 'equals', value: 'Acme Hosting' },
    ]);
    expect(matches).toEqual({ matched: 1, sameAccount: 1, elsewhere: 0 });

    const [phone] = await buildBankTransactions(t.ctx, w.l1.bankAccount, [
      { date: '2024-06-05', amount: -10_000, description: 'TELSTRA 0412', payee: 'Telstra' },
    ]);
    const coded = await t.api.put(
      `/api/v1/transactions/${phone!.id}/coding`,
      {
        lines: [
          { accountId: w.l1.account('3-1100'), taxCode: 'N-T', amount: -3_000 },
          { accountId: w.l1.account('6-1290'), taxCode: 'GST', amount: -7_000 },
        ],
      },
      { token: w.users.sa.token },
    );
    expect(coded.status).toBe(200);
    const split = (await draftOf(phone!.id)).body.data.draft;
    expect(split.actions.splits).toEqual([
      { accountCode: '3-1100', taxCode: 'N-T', share: { kind: 'percent', basisPoints: 3_000 }, description: null },
      { accountCode: '6-1290', taxCode: 'GST', share: { kind: 'remainder' }, description: null },
    ]);
    expect(split.name).toBe('Telstra → Telephone and internet');
  });

  it('answers 409 for an uncoded line', async () => {
    const res = await draftOf(w.l1.tx(0).id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This line is not coded: code it first, then make a rule from it.');
  });

  it('is for whoever writes the business’s rules, on lines in their data scope', async () => {
    const [line] = await codeByHand(t, w.users.sa.token, w.l1, [
      { description: 'HARBOUR CAFE 22', amount: -1_200, code: '6-1260', date: '2024-06-06' },
    ]);
    const [other] = await codeByHand(t, w.users.sa.token, w.l5, [
      { description: 'HARBOUR CAFE 22', amount: -1_200, code: '6-1260', date: '2024-06-06' },
    ]);
    expect((await draftOf(line!, w.users.cmA1.token)).status).toBe(200);
    expect((await draftOf(line!, w.users.raA.token)).status).toBe(200);
    expect((await draftOf(other!, w.users.cmA1.token)).status).toBe(404);
    expect((await draftOf(line!, w.users.cmA2.token)).status).toBe(404);
    expect((await draftOf(line!, w.users.raB.token)).status).toBe(404);
    expect((await draftOf(line!, w.users.bmY.token)).status).toBe(403);
    expect((await draftOf(line!, w.users.baX.token)).status).toBe(403);
    expect((await draftOf(line!, w.users.portal.token)).status).toBe(403);
  });
});
