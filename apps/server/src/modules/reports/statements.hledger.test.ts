/**
 * Profit and loss, balance sheet and the GST summary of a generated four-year ledger agree with
 * hledger on the exported journal (ACCOUNTING.md's roll at the financial-year start S):
 * P&L against `is -b from -e to+1`; the balance sheet's assets and liabilities against
 * `bs -e T+1`, its equity against hledger's net assets, retained earnings against the account's
 * own `bal -e T+1` plus the profit before S (`is -e S`), current-year earnings against
 * `is -b S -e T+1`; 1A − 1B against the GST account's movement (`bal 2-1300`).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  addDays,
  financialYearStart,
  type BalanceSheetReport,
  type GstSummaryReport,
  type ProfitAndLossReport,
  type ReportAccountLine,
} from '@ledgerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { hledgerBalances, hledgerStatement, requireHledger } from './hledger.js';
import { buildGeneratedLedger } from './reports-world.fixture.js';

let t: TestApp;
let world: Awaited<ReturnType<typeof buildGeneratedLedger>>;
let dir: string;
let journal: string;

beforeAll(async () => {
  requireHledger();
  t = await createTestApp();
  world = await buildGeneratedLedger(t.ctx, { start: '2020-07-01', years: 4, entriesPerMonth: 30, seed: 20240702 });
  dir = mkdtempSync(path.join(tmpdir(), 'ledgerdesk-hledger-'));
  journal = path.join(dir, 'ledger.journal');
  const exported = await t.api.get<string>(`/api/v1/businesses/${world.business.id}/export/hledger`, { token: world.sa.token });
  expect(exported.status).toBe(200);
  writeFileSync(journal, exported.body);
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

async function report<T>(type: string, query: string): Promise<T> {
  const res = await t.api.get<{ data: T }>(`/api/v1/businesses/${world.business.id}/reports/${type}?${query}`, { token: world.sa.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** The first period's amount per account code, zeros left out, as hledger leaves them out. */
const byCode = (lines: readonly ReportAccountLine[]) => new Map(lines.filter((l) => l.amounts[0] !== 0).map((l) => [l.code, l.amounts[0]]));
const nonZero = (m: Map<string, number> | undefined) => new Map([...(m ?? [])].filter(([, v]) => v !== 0));

describe('profit and loss against hledger is', () => {
  it.each([
    ['2020-07-01', '2021-06-30'],
    ['2022-07-01', '2023-06-30'],
    ['2021-10-01', '2021-12-31'],
    ['2023-02-01', '2023-02-28'],
    ['2021-03-15', '2023-09-20'],
  ])('agrees from %s to %s', async (from, to) => {
    const pl = await report<ProfitAndLossReport>('profit-and-loss', `from=${from}&to=${to}`);
    const is = await hledgerStatement(journal, 'is', ['-b', from, '-e', addDays(to, 1)]);
    const revenues = is.sections.get('Revenues');
    const expenses = is.sections.get('Expenses');
    expect(pl.totals.netProfit).toBe(is.net);
    expect(pl.totals.income + pl.totals.otherIncome).toBe(revenues?.total ?? 0);
    expect(pl.totals.costOfSales + pl.totals.expenses + pl.totals.otherExpense).toBe(expenses?.total ?? 0);
    expect(new Map([...byCode(pl.sections.income), ...byCode(pl.sections.otherIncome)])).toEqual(nonZero(revenues?.accounts));
    expect(new Map([...byCode(pl.sections.costOfSales), ...byCode(pl.sections.expenses), ...byCode(pl.sections.otherExpense)])).toEqual(
      nonZero(expenses?.accounts),
    );
    expect(pl.totals.grossProfit).toBe(pl.totals.income - pl.totals.costOfSales);
  });

  it('carries the previous year beside the period, each column agreeing with hledger', async () => {
    const pl = await report<ProfitAndLossReport>('profit-and-loss', 'from=2022-07-01&to=2023-06-30&compare=previous-year');
    expect(pl.periods).toEqual([
      { from: '2022-07-01', to: '2023-06-30' },
      { from: '2021-07-01', to: '2022-06-30' },
    ]);
    const previous = await hledgerStatement(journal, 'is', ['-b', '2021-07-01', '-e', '2022-07-01']);
    expect(pl.periodTotals[1]?.netProfit).toBe(previous.net);
    expect(pl.sections.income.every((l) => l.amounts.length === 2)).toBe(true);
  });
});

describe('balance sheet against hledger bs', () => {
  it.each(['2021-03-15', '2022-06-30', '2022-07-01', '2023-12-31', '2024-06-30'])('agrees at %s', async (to) => {
    const sheet = await report<BalanceSheetReport>('balance-sheet', `to=${to}`);
    const start = financialYearStart(to);
    const next = addDays(to, 1);
    const [bs, thisYear, beforeYear, balances] = await Promise.all([
      hledgerStatement(journal, 'bs', ['-e', next]),
      hledgerStatement(journal, 'is', ['-b', start, '-e', next]),
      hledgerStatement(journal, 'is', ['-e', start]),
      hledgerBalances(journal, ['-e', next]),
    ]);
    expect(byCode(sheet.assets)).toEqual(nonZero(bs.sections.get('Assets')?.accounts));
    expect(byCode(sheet.liabilities)).toEqual(nonZero(bs.sections.get('Liabilities')?.accounts));
    expect(sheet.totals.assets).toBe(bs.sections.get('Assets')?.total);
    expect(sheet.totals.liabilities).toBe(bs.sections.get('Liabilities')?.total);
    expect(sheet.totals.currentYearEarnings).toBe(thisYear.net);
    expect(sheet.totals.retainedEarnings).toBe(-(balances.get('3-8000') ?? 0) + beforeYear.net);
    // Net assets in hledger are what the business owes its owners: equity, earnings included.
    expect(sheet.totals.equity).toBe(bs.net);
    expect(sheet.totals.assets).toBe(sheet.totals.liabilities + sheet.totals.equity);
    expect(sheet.totals.retainedEarnings !== 0).toBe(to >= '2021-07-01');
  });

  it('compares with the same date a year earlier', async () => {
    const sheet = await report<BalanceSheetReport>('balance-sheet', 'from=2023-07-01&to=2024-06-30&compare=previous-year');
    const earlier = await hledgerStatement(journal, 'bs', ['-e', '2023-07-01']);
    expect(sheet.periodTotals[1]?.assets).toBe(earlier.sections.get('Assets')?.total);
    expect(sheet.periodTotals[1]?.equity).toBe(earlier.net);
  });
});

describe('GST summary against the GST account', () => {
  it.each([
    ['2022-07-01', '2022-09-30'],
    ['2023-01-01', '2023-03-31'],
    ['2020-07-01', '2021-06-30'],
  ])('1A − 1B is what the GST account collected from %s to %s', async (from, to) => {
    const gst = await report<GstSummaryReport>('gst-summary', `from=${from}&to=${to}`);
    const movement = await hledgerBalances(journal, ['-b', from, '-e', addDays(to, 1), 'liabilities:2-1300']);
    expect(gst.registered).toBe(true);
    expect(gst.labels['1A']).toBeGreaterThan(0);
    expect(gst.labels['1B']).toBeGreaterThan(0);
    expect(gst.labels['1A'] - gst.labels['1B']).toBe(-(movement.get('2-1300') ?? 0));
    expect(gst.netGst).toBe(gst.labels['1A'] - gst.labels['1B']);
    expect(gst.labels.G1).toBeGreaterThan(gst.labels.G3);
    // The worksheet method (÷ 11) lands within cents of the line GST.
    expect(Math.abs(gst.alternative['1A'] - gst.labels['1A'])).toBeLessThan(200);
  });
});
