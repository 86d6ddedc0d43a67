/** Bank accounts: masked numbers, validation, ledger accounts, opening balances, feeds, scope. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import type { AccountDto } from '../charts/index.js';
import type { BankAccountDto, BankFeedDto } from './bank-accounts.schema.js';

type One<T> = { data: T; message: string };
type List<T> = { data: T[]; pagination: { total: number } };

describe('bank accounts', () => {
  let t: TestApp;
  let w: PracticeWorld;
  let url: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildPracticeWorld(t.ctx);
    url = `/api/v1/businesses/${w.businesses.b1.id}/bank-accounts`;
    token = w.users.cmA1.token;
  });
  afterAll(() => t.close());

  const chart = async (businessId = w.businesses.b1.id) =>
    (await t.api.get<List<AccountDto>>(`/api/v1/businesses/${businessId}/accounts`, { token: w.users.sa.token })).body.data;
  const openingLines = async (businessId: string) =>
    (
      await t.ctx.db.execute(sql`
        select a.code, l.amount::int as amount from journal_lines l join journal_entries e on e.id = l.entry_id join accounts a on a.id = l.account_id
        where e.business_id = ${businessId} and e.source = 'opening' order by a.code`)
    ).rows;

  it('adds a manual account with a new ledger account, shows the number masked, and validates BSB and number', async () => {
    const res = await t.api.post<One<BankAccountDto>>(
      url,
      { name: 'Operating account', bsb: '062000', accountNumber: '1234 56789' },
      { token },
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Operating account',
      bsb: '062-000',
      accountNumber: '•••• 6789',
      kind: 'manual',
      openingBalance: 0,
      openingDate: null,
      feed: null,
      transactionCount: 0,
    });
    expect(res.body.data.ledgerAccount).toMatchObject({ code: '1-1130', name: 'Operating account' });
    expect(JSON.stringify(res.body)).not.toContain('123456789');
    const ledger = (await chart()).find((a) => a.code === '1-1130');
    expect(ledger).toMatchObject({ type: 'asset', subtype: 'bank', taxCode: 'N-T' });
    const next = await t.api.post<One<BankAccountDto>>(url, { name: 'Second' }, { token });
    expect(next.body.data.ledgerAccount.code).toBe('1-1140');

    const list = await t.api.get<List<BankAccountDto>>(url, { token });
    expect(list.body.data.map((b) => b.accountNumber)).toContain('•••• 6789');
    expect(JSON.stringify(list.body)).not.toContain('123456789');

    for (const body of [{ name: 'X', bsb: '12-345' }, { name: 'X', bsb: '062-0001' }, { name: 'X', accountNumber: '12ab' }, { name: '' }]) {
      expect((await t.api.post(url, body, { token })).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('uses a chosen ledger account only if it is a bank asset of the business’s chart, and only once', async () => {
    const accounts = await chart();
    const cheque = accounts.find((a) => a.code === '1-1110');
    const sales = accounts.find((a) => a.code === '4-1000');
    const foreign = (await chart(w.businesses.b2.id)).find((a) => a.code === '1-1120');
    const ok = await t.api.post<One<BankAccountDto>>(url, { name: 'Cheque', ledgerAccountId: cheque?.id }, { token });
    expect(ok.status).toBe(201);
    expect(ok.body.data.ledgerAccount.code).toBe('1-1110');
    expect((await t.api.post(url, { name: 'Twice', ledgerAccountId: cheque?.id }, { token })).status).toBe(409);
    expect((await t.api.post(url, { name: 'Sales', ledgerAccountId: sales?.id }, { token })).status).toBe(400);
    expect((await t.api.post(url, { name: 'Foreign', ledgerAccountId: foreign?.id }, { token })).status).toBe(400);
    // The ledger account of a bank account stays a bank asset and cannot be deleted.
    const patch = await t.api.patch(
      `/api/v1/businesses/${w.businesses.b1.id}/accounts/${cheque?.id}`,
      { type: 'expense', subtype: 'other' },
      { token },
    );
    expect(patch.status).toBe(409);
    expect((await t.api.delete(`/api/v1/businesses/${w.businesses.b1.id}/accounts/${cheque?.id}`, { token })).status).toBe(409);
  });

  it('posts the opening balance to the ledger against owner’s capital, moves it on edit and removes it on delete', async () => {
    const business = w.businesses.b4.id;
    const base = `/api/v1/businesses/${business}/bank-accounts`;
    expect((await t.api.post(base, { name: 'No date', openingBalance: 100 }, { token })).status).toBe(400);
    const res = await t.api.post<One<BankAccountDto>>(
      base,
      { name: 'Savings', openingBalance: 1_500_075, openingDate: '2024-06-30' },
      { token },
    );
    expect(res.status).toBe(201);
    const code = res.body.data.ledgerAccount.code;
    expect(await openingLines(business)).toEqual([
      { code, amount: 1_500_075 },
      { code: '3-1000', amount: -1_500_075 },
    ]);
    const edited = await t.api.patch<One<BankAccountDto>>(`${base}/${res.body.data.id}`, { openingBalance: -2_500 }, { token });
    expect(edited.body.data.openingBalance).toBe(-2_500);
    expect(await openingLines(business)).toEqual([
      { code, amount: -2_500 },
      { code: '3-1000', amount: 2_500 },
    ]);
    expect((await t.api.delete(`${base}/${res.body.data.id}`, { token })).status).toBe(204);
    expect(await openingLines(business)).toEqual([]);
  });

  it('connects an online account through the file-drop provider and lists it as a feed', async () => {
    const feed = {
      provider: 'file-drop',
      institution: 'Commonwealth Bank',
      accountReference: '06200012345678',
      consentExpiresAt: '2099-01-31',
    };
    const res = await t.api.post<One<BankAccountDto>>(url, { name: 'Online', kind: 'online', feed }, { token });
    expect(res.status).toBe(201);
    expect(res.body.data.feed).toMatchObject({
      provider: 'file-drop',
      institution: 'Commonwealth Bank',
      accountReference: '•••• 5678',
      status: 'connected',
      consentExpiresAt: '2099-01-31',
      lastSyncAt: null,
    });
    const feeds = await t.api.get<List<BankFeedDto>>(`/api/v1/businesses/${w.businesses.b1.id}/bank-feeds`, { token });
    expect(feeds.body.data).toHaveLength(1);
    expect(feeds.body.data[0]).toMatchObject({
      bankAccountId: res.body.data.id,
      name: 'Online',
      providerName: 'Statement file drop',
      status: 'connected',
    });

    expect((await t.api.post(url, { name: 'No feed', kind: 'online' }, { token })).status).toBe(400);
    expect((await t.api.post(url, { name: 'Manual feed', feed }, { token })).status).toBe(400);
    expect(
      (await t.api.post(url, { name: 'Expired', kind: 'online', feed: { ...feed, consentExpiresAt: '2020-01-01' } }, { token })).status,
    ).toBe(400);
    expect((await t.api.post(url, { name: 'Other', kind: 'online', feed: { ...feed, provider: 'plaid' } }, { token })).status).toBe(400);
    const providers = await t.api.get<{ data: Array<{ id: string }> }>('/api/v1/bank-feeds/providers', { token });
    expect(providers.body.data.map((p) => p.id)).toEqual(['file-drop']);
  });

  it('refuses to delete an account with transactions; it can be closed', async () => {
    const created = await t.api.post<One<BankAccountDto>>(url, { name: 'Busy' }, { token });
    const id = created.body.data.id;
    await t.ctx.db.execute(
      sql`insert into bank_transactions (business_id, bank_account_id, date, amount, description) values (${w.businesses.b1.id}, ${id}, '2024-07-01', -500, 'Coffee')`,
    );
    const refused = await t.api.delete<One<unknown>>(`${url}/${id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This bank account has transactions; close it instead.');
    const closed = await t.api.patch<One<BankAccountDto>>(`${url}/${id}`, { status: 'closed' }, { token });
    expect(closed.body.data).toMatchObject({ status: 'closed', transactionCount: 1 });
  });

  it('keeps every transaction in an account of its own business, in the database itself', async () => {
    const created = await t.api.post<One<BankAccountDto>>(url, { name: 'Own business only' }, { token });
    const insert = (businessId: string) =>
      t.ctx.db.execute(
        sql`insert into bank_transactions (business_id, bank_account_id, date, amount) values (${businessId}, ${created.body.data.id}, '2024-07-01', -500)`,
      );
    await expect(insert(w.businesses.b5.id)).rejects.toMatchObject({ cause: { code: '23503' } });
    await expect(insert(w.businesses.b1.id)).resolves.toBeDefined();
  });

  it('answers 404 outside the caller’s scope on every endpoint, and 403 to a client who tries to change one', async () => {
    const created = await t.api.post<One<BankAccountDto>>(
      `/api/v1/businesses/${w.businesses.b3.id}/bank-accounts`,
      { name: 'Theirs' },
      { token: w.users.sa.token },
    );
    const base = `/api/v1/businesses/${w.businesses.b3.id}`;
    const outsider = w.users.cmA1.token;
    const calls = [
      t.api.get(`${base}/bank-accounts`, { token: outsider }),
      t.api.post(`${base}/bank-accounts`, { name: 'Mine' }, { token: outsider }),
      t.api.get(`${base}/bank-accounts/${created.body.data.id}`, { token: outsider }),
      t.api.patch(`${base}/bank-accounts/${created.body.data.id}`, { name: 'Mine' }, { token: outsider }),
      t.api.delete(`${base}/bank-accounts/${created.body.data.id}`, { token: outsider }),
      t.api.get(`${base}/bank-feeds`, { token: outsider }),
      t.api.get(`${base}/csv-mappings`, { token: outsider }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    // An id of another business's bank account is not found through this business.
    expect((await t.api.get(`${url}/${created.body.data.id}`, { token: w.users.sa.token })).status).toBe(404);

    const portal = w.users.portal.token;
    expect((await t.api.get(url, { token: portal })).status).toBe(200);
    expect((await t.api.post(url, { name: 'Client' }, { token: portal })).status).toBe(403);
  });
});
