/**
 * Report downloads as a user gets them: the PDF carries the brand and the business and shows the
 * JSON's figures, the XLSX opened back holds the same numbers as numbers, the CSV parses to the
 * same figures; "Save to files" lands in the Reports folder; outsiders are refused.
 */
import {
  type BalanceSheetReport,
  formatCents,
  formatDate,
  formatMoney,
  type ProfitAndLossReport,
  REPORT_TYPES,
  Role,
  type TrialBalanceReport,
} from '@ledgerdesk/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { buildBusiness, buildUser } from '../../../../test/factories.js';
import { brands } from '../../brands/index.js';
import { clients } from '../../users/users.tables.js';
import { files, folders } from '../../files/index.js';
import { buildGeneratedLedger } from '../reports-world.fixture.js';
import { periodLabel } from './document.js';
import { download, parseCsv, pdfContent, pdfFillOf, pdfTextRuns } from './export.fixture.js';
import { AMOUNT_FORMAT } from './xlsx.js';

const BRAND_COLOR = '#2f9e44';
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const FY23 = 'from=2022-07-01&to=2023-06-30';

let t: TestApp;
let world: Awaited<ReturnType<typeof buildGeneratedLedger>>;
let outsider: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildGeneratedLedger(t.ctx, { start: '2021-07-01', years: 2, entriesPerMonth: 12, seed: 21 });
  const [client] = await t.ctx.db.select({ brandId: clients.brandId }).from(clients).where(eq(clients.id, world.client.id));
  await t.ctx.db
    .update(brands)
    .set({ primaryColor: BRAND_COLOR, logo: await t.ctx.storage.put(LOGO_PNG) })
    .where(eq(brands.id, client?.brandId ?? ''));
  outsider = await buildUser(t.ctx, { roleId: Role.CaseManager });
});
afterAll(() => t.close());

const reportUrl = (type: string, query: string) => `/api/v1/businesses/${world.business.id}/reports/${type}?${query}`;
const json = async <T>(type: string, query: string): Promise<T> => {
  const res = await t.api.get<{ data: T }>(reportUrl(type, query), { token: world.sa.token });
  expect(res.status).toBe(200);
  return res.body.data;
};
const fetchFile = (type: string, query: string, token: string | null = world.sa.token) =>
  download(t.baseUrl + reportUrl(type, query), token ?? undefined);
const cents = (value: unknown) => Math.round(Number(value) * 100);

describe('report downloads', () => {
  it('PDF: an attachment named after business, report and period, in the brand colour with its logo, showing the JSON figures', async () => {
    const pl = await json<ProfitAndLossReport>('profit-and-loss', `${FY23}&compare=previous-year`);
    const res = await fetchFile('profit-and-loss', `${FY23}&compare=previous-year&format=pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      'attachment; filename="Harbour-Cafe-Pty-Ltd-profit-and-loss-2022-07-01-2023-06-30.pdf"',
    );
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const runs = pdfTextRuns(res.bytes);
    expect(runs).toContain('Profit and loss');
    expect(runs).toContain(world.business.name);
    expect(runs).toContain('Net profit');
    expect(runs).toContain(formatMoney(pl.totals.netProfit));
    expect(runs).toContain(formatMoney(pl.periodTotals[1]?.netProfit ?? NaN));
    expect(runs.some((run) => /^Page 1 of \d+$/.test(run))).toBe(true);
    expect(res.bytes.toString('latin1')).toContain('/Subtype /Image');
    expect(pdfContent(res.bytes)).toContain(pdfFillOf(BRAND_COLOR));
  });

  it('XLSX: the trial balance with a comparison, amounts as two-decimal numbers equal to the JSON, heading frozen, totals bold', async () => {
    const tb = await json<TrialBalanceReport>('trial-balance', `${FY23}&compare=previous-year`);
    const res = await fetchFile('trial-balance', `${FY23}&compare=previous-year&format=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('trial-balance-2022-07-01-2023-06-30.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no worksheet');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });
    expect(sheet.getCell('A2').value).toBe(world.business.name);
    const [thisYear, lastYear] = tb.periods.map(periodLabel);
    expect(thisYear).toBe('01/07/2022 – 30/06/2023');
    expect(sheet.getRow(5).values).toEqual([
      undefined,
      'Code',
      'Account',
      `Debit (${thisYear})`,
      `Credit (${thisYear})`,
      `Debit (${lastYear})`,
      `Credit (${lastYear})`,
    ]);

    tb.rows.forEach((row, i) => {
      const excel = sheet.getRow(6 + i);
      const previous = row.balances[1] ?? 0;
      expect([excel.getCell(1).value, excel.getCell(2).value]).toEqual([row.code, row.name]);
      expect([3, 4, 5, 6].map((c) => cents(excel.getCell(c).value))).toEqual([
        row.debit,
        row.credit,
        Math.max(previous, 0),
        Math.max(-previous, 0),
      ]);
      expect(typeof excel.getCell(3).value).toBe('number');
      expect(excel.getCell(3).numFmt).toBe(AMOUNT_FORMAT);
    });
    const total = sheet.getRow(6 + tb.rows.length);
    expect(total.getCell(2).value).toBe('Total');
    expect([3, 4].map((c) => cents(total.getCell(c).value))).toEqual([tb.totals.debit, tb.totals.credit]);
    expect(total.getCell(3).font.bold).toBe(true);
  });

  it('CSV: a byte-order mark, RFC 4180 lines, and the balance sheet figures of the JSON', async () => {
    const bs = await json<BalanceSheetReport>('balance-sheet', FY23);
    const res = await fetchFile('balance-sheet', `${FY23}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = res.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text.slice(1));
    // A balance sheet's column is the position on its period's last day.
    expect(rows[0]).toEqual(['Account', formatDate(bs.to)]);
    const byName = new Map(rows.map(([name, amount]) => [name, amount]));
    for (const line of [...bs.assets, ...bs.liabilities, ...bs.equity]) {
      expect(byName.get(`${line.code} ${line.name}`)).toBe(formatCents(line.amounts[0] ?? NaN, { thousands: false }));
    }
    expect(cents(byName.get('Total assets'))).toBe(bs.totals.assets);
    expect(cents(byName.get('Total liabilities'))).toBe(bs.totals.liabilities);
    expect(cents(byName.get('Total equity'))).toBe(bs.totals.equity);
    expect(cents(byName.get('Current year earnings'))).toBe(bs.totals.currentYearEarnings);
  });

  it('every report type downloads in every format', async () => {
    for (const type of REPORT_TYPES) {
      for (const format of ['pdf', 'xlsx', 'csv'] as const) {
        const res = await fetchFile(type, `from=2022-10-01&to=2022-12-31&compare=previous-period&format=${format}`);
        expect(res.status, `${type} ${format}`).toBe(200);
        expect(res.headers.get('content-disposition')).toContain(`-${type}-2022-10-01-2022-12-31.${format}"`);
      }
    }
  });

  it('PDF of a Vietnamese business name: a Unicode font is embedded and the file name keeps the accents', async () => {
    const business = await buildBusiness(t.ctx, { clientId: world.client.id, name: 'Công ty Đại Việt' });
    const res = await download(`${t.baseUrl}/api/v1/businesses/${business.id}/reports/trial-balance?${FY23}&format=pdf`, world.sa.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Công-ty-Đại-Việt-trial-balance-2022-07-01-2023-06-30.pdf')}`,
    );
    const raw = res.bytes.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold/);
    expect(raw).toContain('/FontFile2');
  });

  it('refuses the signed-out, businesses out of scope and unknown formats', async () => {
    expect((await fetchFile('profit-and-loss', `${FY23}&format=pdf`, null)).status).toBe(401);
    expect((await fetchFile('profit-and-loss', `${FY23}&format=pdf`, outsider.token)).status).toBe(404);
    expect((await fetchFile('profit-and-loss', `${FY23}&format=docx`)).status).toBe(400);
  });
});

describe('POST …/reports/{type}/save', () => {
  const save = (body: object, token = world.sa.token) =>
    t.api.post<{ data: { id: string; name: string; folderId: string; mimeType: string } }>(
      `/api/v1/businesses/${world.business.id}/reports/gst-summary/save`,
      body,
      { token },
    );

  it("stores the export in the business's Reports folder, numbering a name already taken", async () => {
    const first = await save({ from: '2022-07-01', to: '2022-09-30', format: 'pdf' });
    expect(first.status).toBe(201);
    expect(first.body.data.name).toBe('Harbour-Cafe-Pty-Ltd-gst-summary-2022-07-01-2022-09-30.pdf');
    expect(first.body.data.mimeType).toBe('application/pdf');
    const [folder] = await t.ctx.db
      .select({ name: folders.name, ownerId: folders.ownerId })
      .from(folders)
      .where(eq(folders.id, first.body.data.folderId));
    expect(folder).toEqual({ name: 'Reports', ownerId: world.business.id });

    const second = await save({ from: '2022-07-01', to: '2022-09-30', format: 'pdf' });
    expect(second.body.data.name).toBe('Harbour-Cafe-Pty-Ltd-gst-summary-2022-07-01-2022-09-30 (1).pdf');
    expect(second.body.data.folderId).toBe(first.body.data.folderId);

    const stored = await download(`${t.baseUrl}/api/v1/files/${second.body.data.id}/download`, world.sa.token);
    expect(stored.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfTextRuns(stored.bytes)).toContain('GST summary (BAS)');
  });

  it('brings the Reports folder back when it was deleted', async () => {
    await t.ctx.db
      .update(folders)
      .set({ deletedAt: new Date() })
      .where(and(eq(folders.ownerId, world.business.id), eq(folders.name, 'Reports')));
    const saved = await save({ from: '2022-07-01', to: '2022-09-30', format: 'csv' });
    expect(saved.status).toBe(201);
    const [row] = await t.ctx.db
      .select({ folder: folders.name, deletedAt: folders.deletedAt })
      .from(files)
      .innerJoin(folders, eq(folders.id, files.folderId))
      .where(eq(files.id, saved.body.data.id));
    expect(row).toEqual({ folder: 'Reports', deletedAt: null });
  });

  it('refuses a business out of scope and a missing format', async () => {
    expect((await save({ from: '2022-07-01', to: '2022-09-30', format: 'pdf' }, outsider.token)).status).toBe(404);
    expect((await save({ from: '2022-07-01', to: '2022-09-30' })).status).toBe(400);
  });
});
