/**
 * The journals, GST detail and drill-down on a generated two-year ledger: figures that tie to
 * one another and to the lines, the not-registered business, and the refusals.
 */
import type {
  BalanceSheetReport,
  CashJournalReport,
  GeneralJournalReport,
  GstDetailReport,
  GstSummaryReport,
  ProfitAndLossReport,
  ReportLine,
} from '@ledgerdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { businesses } from '../businesses/index.js';
import { buildGeneratedLedger } from './reports-world.fixture.js';

let t: TestApp;
let world: Awaited<ReturnType<typeof buildGeneratedLedger>>;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildGeneratedLedger(t.ctx, { start: '2022-07-01', years: 2, entriesPerMonth: 20, seed: 11 });
});
afterAll(() => t.close());

async function get<T>(path: string, status = 200): Promise<T> {
  const res = await t.api.get<T>(`/api/v1/businesses/${world.business.id}/${path}`, { token: world.sa.token });
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}
const report = async <T>(type: string, query: string) => (await get<{ data: T }>(`reports/${type}?${query}`)).data;

async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = (await t.ctx.db.execute(query)).rows as Array<{ n: string | number }>;
  return Number(row?.n ?? 0);
}

const Q3 = 'from=2023-01-01&to=2023-03-31';

describe('journals', () => {
  it('general journal: every entry of the range with balanced lines', async () => {
    const gj = await report<GeneralJournalReport>('general-journal', Q3);
    const entries = await scalar(
      sql`select count(*) as n from journal_entries where business_id = ${world.business.id} and date between '2023-01-01' and '2023-03-31'`,
    );
    expect(gj.entries).toHaveLength(entries);
    expect(gj.totals.debit).toBe(gj.totals.credit);
    for (const entry of gj.entries) expect(entry.lines.reduce((s, l) => s + l.debit - l.credit, 0)).toBe(0);
    expect(gj.entries.map((e) => e.date)).toEqual([...gj.entries.map((e) => e.date)].sort());
  });

  it('receipts and disbursements: money in and out of the bank, with payee and allocations', async () => {
    const [receipts, disbursements] = await Promise.all([
      report<CashJournalReport>('receipts-journal', Q3),
      report<CashJournalReport>('disbursements-journal', Q3),
    ]);
    const bankIn = await scalar(
      sql`select coalesce(sum(amount), 0) as n from journal_lines where account_id = ${world.accounts.bank} and amount > 0 and date between '2023-01-01' and '2023-03-31'`,
    );
    const bankOut = await scalar(
      sql`select coalesce(sum(-amount), 0) as n from journal_lines where account_id = ${world.accounts.bank} and amount < 0 and date between '2023-01-01' and '2023-03-31'`,
    );
    expect(receipts.rows.reduce((s, r) => s + r.gross, 0)).toBe(bankIn);
    expect(disbursements.rows.reduce((s, r) => s + r.gross, 0)).toBe(bankOut);
    // The allocations add up to the bank amount: net plus GST, per row and per account.
    for (const row of [...receipts.rows, ...disbursements.rows]) expect(row.allocations.reduce((s, a) => s + a.gross, 0)).toBe(row.gross);
    expect(receipts.totals.gross).toBe(bankIn);
    expect(
      receipts.rows.filter((r) => r.contact === null || r.transfer).map((r) => [r.number, r.contact, r.bankAccountName, r.transfer]),
    ).toEqual([]);
  });
});

describe('GST detail and summary', () => {
  it('ties every group to the summary labels', async () => {
    const [detail, summary] = await Promise.all([report<GstDetailReport>('gst-detail', Q3), report<GstSummaryReport>('gst-summary', Q3)]);
    const sum = (direction: string, codes: string[], key: 'gross' | 'gst') =>
      detail.groups.filter((g) => g.direction === direction && codes.includes(g.taxCode)).reduce((s, g) => s + g.totals[key], 0);
    expect(sum('sale', ['GST', 'FRE', 'EXP', 'ITS', 'INP', 'CAP'], 'gross')).toBe(summary.labels.G1);
    expect(sum('sale', ['FRE'], 'gross')).toBe(summary.labels.G3);
    expect(sum('purchase', ['GST', 'FRE', 'INP', 'ITS', 'EXP'], 'gross')).toBe(summary.labels.G11);
    expect(sum('sale', ['GST'], 'gst')).toBe(summary.labels['1A']);
    expect(sum('purchase', ['GST', 'CAP'], 'gst')).toBe(summary.labels['1B']);
    // Wages are BAS excluded: they stand apart, not in any group.
    expect(detail.excluded.length).toBeGreaterThan(0);
    expect(detail.groups.some((g) => g.taxCode === 'N-T')).toBe(false);
  });

  it('answers zeros, marked not registered, for a business not registered for GST', async () => {
    await t.ctx.db.update(businesses).set({ gstRegistered: false }).where(eq(businesses.id, world.business.id));
    try {
      const summary = await report<GstSummaryReport>('gst-summary', `${Q3}&basis=accrual`);
      expect(summary).toMatchObject({
        registered: false,
        basis: 'accrual',
        netGst: 0,
        labels: { G1: 0, G2: 0, G3: 0, G10: 0, G11: 0, '1A': 0, '1B': 0 },
      });
      expect((await report<GstDetailReport>('gst-detail', Q3)).groups).toEqual([]);
    } finally {
      await t.ctx.db.update(businesses).set({ gstRegistered: true }).where(eq(businesses.id, world.business.id));
    }
  });
});

describe('drill-down', () => {
  it('opens the lines behind a profit and loss figure, paged, with the figure as their total', async () => {
    const pl = await report<ProfitAndLossReport>('profit-and-loss', Q3);
    const sales = pl.sections.income.find((l) => l.code === '4-1000');
    const first = await get<{ data: ReportLine[]; pagination: { total: number }; total: number }>(
      `reports/lines?accountId=${sales?.accountId}&${Q3}&limit=5`,
    );
    expect(first.data).toHaveLength(5);
    expect(-first.total).toBe(sales?.amounts[0]);
    expect(first.pagination.total).toBeGreaterThan(5);
    expect(first.data[0]).toMatchObject({ accountCode: '4-1000', source: 'bank', taxCode: 'GST' });
    const next = await get<{ data: ReportLine[] }>(`reports/lines?accountId=${sales?.accountId}&${Q3}&limit=5&skip=5`);
    expect(next.data[0]?.lineId).not.toBe(first.data[0]?.lineId);
    const beyond = await get<{ data: ReportLine[]; pagination: { total: number } }>(
      `reports/lines?accountId=${sales?.accountId}&${Q3}&skip=10000`,
    );
    expect([beyond.data, beyond.pagination.total]).toEqual([[], first.pagination.total]);
  });

  it('opens the balance sheet’s earnings and an asset’s balance, each with the figure as its total', async () => {
    const sheet = await report<BalanceSheetReport>('balance-sheet', 'from=2023-07-01&to=2024-03-31');
    const total = async (query: string) =>
      (await get<{ total: number; pagination: { total: number } }>(`reports/lines?${query}&to=2024-03-31&limit=1`)).total;
    // Equity is shown as a credit: the figure is minus the lines' signed sum.
    expect(sheet.totals.retainedEarnings).not.toBe(0);
    expect(-(await total('earnings=retained'))).toBe(sheet.totals.retainedEarnings);
    expect(sheet.totals.currentYearEarnings).not.toBe(0);
    // The year is the one holding `to`, whatever `from` says.
    expect(-(await total('earnings=currentYear&from=2024-03-01'))).toBe(sheet.totals.currentYearEarnings);
    const bank = sheet.assets.find((a) => a.accountId === world.accounts.bank);
    expect(await total(`accountId=${world.accounts.bank}`)).toBe(bank?.amounts[0]);
    await get('reports/lines?earnings=lastYear&to=2024-03-31', 400);
  });

  it('opens a GST label by tax code, and refuses a figure it cannot name', async () => {
    const summary = await report<GstSummaryReport>('gst-summary', Q3);
    const lines = await get<{ data: ReportLine[]; pagination: { total: number } }>(`reports/lines?taxCode=GST&${Q3}&limit=200`);
    expect(lines.data.every((l) => l.taxCode === 'GST' && l.accountCode !== '2-1300')).toBe(true);
    const saleGst = lines.data.filter((l) => l.accountCode.startsWith('4-')).reduce((s, l) => s - l.gst, 0);
    if (lines.pagination.total <= 200) expect(saleGst).toBe(summary.labels['1A']);
    await get('reports/lines?to=2023-03-31', 400);
    await get('reports/unknown-report', 400);
    await get('reports/profit-and-loss?from=2023-04-01&to=2023-03-31', 400);
  });
});

describe('drill-down of BAS labels', () => {
  const allLines = async (label: string): Promise<ReportLine[]> => {
    const lines: ReportLine[] = [];
    for (let skip = 0; ; skip += 200) {
      const page = await get<{ data: ReportLine[]; pagination: { total: number } }>(
        `reports/lines?label=${encodeURIComponent(label)}&${Q3}&limit=200&skip=${skip}`,
      );
      lines.push(...page.data);
      if (lines.length >= page.pagination.total) return lines;
    }
  };

  it('lists exactly the lines each label of the GST summary adds up', async () => {
    const summary = await report<GstSummaryReport>('gst-summary', Q3);
    const sales = (lines: ReportLine[]) => lines.every((l) => l.accountCode.startsWith('4-') || l.accountCode.startsWith('8-'));
    for (const label of ['G1', 'G2', 'G3', 'G10', 'G11'] as const) {
      const lines = await allLines(label);
      const direction = label === 'G10' || label === 'G11' ? 1 : -1;
      expect(
        lines.reduce((sum, l) => sum + direction * (l.amount + l.gst), 0),
        label,
      ).toBe(summary.labels[label]);
    }
    const outputTax = await allLines('1A');
    expect(sales(outputTax)).toBe(true);
    expect(outputTax.reduce((sum, l) => sum - l.gst, 0)).toBe(summary.labels['1A']);
    const inputTax = await allLines('1B');
    expect(inputTax.reduce((sum, l) => sum + l.gst, 0)).toBe(summary.labels['1B']);
    expect(summary.labels.G1).not.toBe(0);
    expect(summary.labels['1B']).not.toBe(0);
  });
});

describe('OpenAPI document', () => {
  it('documents the report, drill-down, note and lock routes', async () => {
    const res = await t.api.get<{ paths: Record<string, unknown> }>('/api/docs/json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/businesses/{id}/reports/{type}',
        '/api/v1/businesses/{id}/reports/lines',
        '/api/v1/businesses/{id}/report-notes',
        '/api/v1/businesses/{id}/report-locks',
        '/api/v1/report-locks/{id}/approve',
        '/api/v1/report-locks/{id}/reject',
        '/api/v1/report-locks/{id}/unlock',
      ]),
    );
  });
});
