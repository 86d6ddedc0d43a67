/**
 * The trial balance of a generated four-year ledger agrees with hledger on the exported journal
 * (ACCOUNTING.md): balance-sheet accounts against `bal -e T+1`, profit-and-loss accounts against
 * `bal -b S -e T+1`, and retained earnings against its own `bal -e T+1` plus every
 * profit-and-loss line before S (`bal -e S`).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, financialYearStart, isBalanceSheet, type AccountType } from '@ledgerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { COMPACT_CHART } from '../../../testing/ledger-generator.js';
import { hledgerBalances, requireHledger } from './hledger.js';
import { buildGeneratedLedger } from './reports-world.fixture.js';
import type { TrialBalanceReport as TrialBalanceTable } from '@ledgerdesk/domain';

let t: TestApp;
let world: Awaited<ReturnType<typeof buildGeneratedLedger>>;
let dir: string;
let journal: string;
/** Account class by code, in the generated business's chart. */
const types = new Map<string, AccountType>(COMPACT_CHART.map(([code, , type]) => [code, type]));

beforeAll(async () => {
  requireHledger();
  t = await createTestApp();
  world = await buildGeneratedLedger(t.ctx, { start: '2020-07-01', years: 4, entriesPerMonth: 30, seed: 20240701 });
  dir = mkdtempSync(path.join(tmpdir(), 'ledgerdesk-hledger-'));
  journal = path.join(dir, 'ledger.journal');
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

const tb = async (query: string) => {
  const res = await t.api.get<{ data: TrialBalanceTable }>(`/api/v1/businesses/${world.business.id}/reports/trial-balance?${query}`, {
    token: world.sa.token,
  });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('trial balance against hledger', () => {
  it('covers at least three financial years and a few thousand lines', () => {
    expect(world.generated.lines).toBeGreaterThan(3000);
    expect(world.generated).toMatchObject({ from: '2020-07-01', to: '2024-06-30' });
  });

  it('exports a journal hledger reads', async () => {
    const res = await t.api.get<string>(`/api/v1/businesses/${world.business.id}/export/hledger`, { token: world.sa.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="harbour-cafe-pty-ltd.journal"');
    expect(res.body).toContain('account assets:1-1110 Business cheque account  ; type:A');
    expect(res.body).toContain('account expenses:6-1260 Repairs & maintenance, site, depot  ; type:X');
    writeFileSync(journal, res.body);
    const all = await hledgerBalances(journal, []);
    expect([...all.values()].reduce((a, b) => a + b, 0)).toBe(0);
  });

  it.each(['2021-03-15', '2022-06-30', '2022-07-01', '2023-02-28', '2024-01-31', '2024-06-30', '2024-12-31'])(
    'agrees at %s',
    async (to) => {
      const report = await tb(`to=${to}`);
      const start = financialYearStart(to);
      expect(report.from).toBe(start);
      expect(report.totals.debit).toBe(report.totals.credit);
      const next = addDays(to, 1);
      const [toEnd, sinceStart, beforeStart] = await Promise.all([
        hledgerBalances(journal, ['-e', next]),
        hledgerBalances(journal, ['-b', start, '-e', next]),
        hledgerBalances(journal, ['-e', start]),
      ]);
      const rolled = [...beforeStart]
        .filter(([code]) => !isBalanceSheet(types.get(code) ?? 'asset'))
        .reduce((sum, [, cents]) => sum + cents, 0);
      const expected = new Map<string, number>();
      for (const [code, type] of types) {
        const own = isBalanceSheet(type) ? (toEnd.get(code) ?? 0) : (sinceStart.get(code) ?? 0);
        const balance = code === '3-8000' ? own + rolled : own;
        if (balance !== 0) expected.set(code, balance);
      }
      const actual = new Map(report.rows.map((r) => [r.code, r.debit - r.credit]));
      expect(actual).toEqual(expected);
      // From the second financial year on, earlier profit must actually be rolled.
      expect(rolled !== 0).toBe(to >= '2021-07-01');
    },
  );
});
