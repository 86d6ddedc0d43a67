/**
 * Who may do what on the ledger: outside the caller's scope every endpoint answers 404 and
 * changes nothing; the Client role reads its businesses' ledger but never writes to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildLedgerWorld, countOf, type LedgerWorld } from './ledger-world.fixture.js';

let t: TestApp;
let w: LedgerWorld;
let b5Entry: string;
let b1Entry: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
  const journal = (l: LedgerWorld['l1']) => ({
    date: '2024-09-01',
    narration: 'J',
    lines: [
      { accountId: l.account('6-1250'), amount: 100 },
      { accountId: l.account('1-1110'), amount: -100 },
    ],
  });
  b5Entry = (
    await t.api.post<{ data: { id: string } }>(`/api/v1/businesses/${w.businesses.b5.id}/journals`, journal(w.l5), {
      token: w.users.sa.token,
    })
  ).body.data.id;
  b1Entry = (
    await t.api.post<{ data: { id: string } }>(`/api/v1/businesses/${w.businesses.b1.id}/journals`, journal(w.l1), {
      token: w.users.sa.token,
    })
  ).body.data.id;
});
afterAll(() => t.close());

type Call = [method: 'get' | 'post' | 'put' | 'delete', url: string, body?: unknown];

function calls(businessId: string, l: LedgerWorld['l1'], entryId: string): { reads: Call[]; writes: Call[] } {
  const b = `/api/v1/businesses/${businessId}`;
  const split = [{ accountId: l.account('6-1250'), taxCode: 'GST', amount: -11000 }];
  return {
    reads: [
      ['get', `${b}/transactions`],
      ['get', `${b}/journals`],
      ['get', `${b}/opening-balances`],
      ['get', `${b}/reports/trial-balance?to=2024-12-31`],
      ['get', `${b}/export/hledger`],
      ['get', `${b}/export/csv`],
    ],
    writes: [
      ['put', `/api/v1/transactions/${l.tx(0).id}/coding`, { lines: split }],
      ['delete', `/api/v1/transactions/${l.tx(0).id}/coding`],
      ['post', `${b}/transactions/code`, { items: [{ transactionId: l.tx(0).id, lines: split }] }],
      [
        'post',
        `${b}/journals`,
        {
          date: '2024-09-02',
          lines: [
            { accountId: l.account('6-1250'), amount: 5 },
            { accountId: l.account('1-1110'), amount: -5 },
          ],
        },
      ],
      ['delete', `/api/v1/journals/${entryId}`],
      ['post', `${b}/opening-balances`, { date: '2024-06-30', balances: [{ accountId: l.account('1-1110'), amount: 100 }] }],
      ['put', `${b}/lock-date`, { lockDate: '2024-06-30' }],
    ],
  };
}

const send = ([method, url, body]: Call, token?: string) =>
  method === 'get' || method === 'delete' ? t.api[method](url, token ? { token } : {}) : t.api[method](url, body, token ? { token } : {});

describe('ledger access', () => {
  it('answers 404 on every endpoint for a business outside the scope, and changes nothing', async () => {
    const entries = await countOf(t.ctx, 'journal_entries');
    const { reads, writes } = calls(w.businesses.b5.id, w.l5, b5Entry);
    for (const call of [...reads, ...writes]) expect((await send(call, w.users.raA.token)).status, `${call[0]} ${call[1]}`).toBe(404);
    // A case manager sees only the businesses assigned to them.
    const other = calls(w.businesses.b1.id, w.l1, b1Entry);
    for (const call of [...other.reads, ...other.writes]) {
      const expected = call[1].endsWith('lock-date') ? 403 : 404;
      expect((await send(call, w.users.cmA2.token)).status, `${call[0]} ${call[1]}`).toBe(expected);
    }
    expect(await countOf(t.ctx, 'journal_entries')).toBe(entries);
  });

  it('lets a Client read its businesses’ ledger but not code, post or lock', async () => {
    const { reads, writes } = calls(w.businesses.b1.id, w.l1, b1Entry);
    for (const call of reads) expect((await send(call, w.users.portal.token)).status, `${call[0]} ${call[1]}`).toBe(200);
    for (const call of writes) expect((await send(call, w.users.portal.token)).status, `${call[0]} ${call[1]}`).toBe(403);
  });

  it('lets the staff in scope write', async () => {
    const { writes } = calls(w.businesses.b1.id, w.l1, b1Entry);
    const expected = [200, 200, 200, 201, 204, 200];
    for (const [i, call] of writes.slice(0, 6).entries())
      expect((await send(call, w.users.cmA1.token)).status, `${call[0]} ${call[1]}`).toBe(expected[i]);
  });

  it('answers 401 without a token', async () => {
    const { reads, writes } = calls(w.businesses.b1.id, w.l1, b1Entry);
    for (const call of [...reads, ...writes]) expect((await send(call)).status).toBe(401);
  });

  it('is documented in OpenAPI', async () => {
    const res = await t.api.get('/api/docs/json');
    for (const path of [
      '/api/v1/businesses/{id}/transactions',
      '/api/v1/transactions/{id}/coding',
      '/api/v1/businesses/{id}/transactions/code',
      '/api/v1/businesses/{id}/journals',
      '/api/v1/journals/{entryId}',
      '/api/v1/businesses/{id}/opening-balances',
      '/api/v1/businesses/{id}/lock-date',
      '/api/v1/businesses/{id}/reports/{type}',
      '/api/v1/businesses/{id}/export/hledger',
      '/api/v1/businesses/{id}/export/csv',
    ]) {
      expect(res.body.paths?.[path], path).toBeDefined();
    }
  });
});
