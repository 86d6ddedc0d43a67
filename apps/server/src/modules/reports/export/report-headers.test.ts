/**
 * Report headers (issue 15) on b1 of the practice world: the PDF and XLSX carry the business's
 * ABN and basis, a balance sheet is headed 'As at', an approved report says who approved it and
 * when; a GST report asked for without dates covers the BAS period the business lodges last.
 */
import { lastEndedBasPeriod, type GstSummaryReport } from '@ledgerdesk/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { businesses } from '../../businesses/index.js';
import { buildLedgerWorld, type LedgerWorld } from '../../ledger/ledger-world.fixture.js';
import { todayInAustralia } from '../report-scope.js';
import { download, pdfTextRuns } from './export.fixture.js';

let t: TestApp;
let w: LedgerWorld;
let b1: string;
const FY24 = 'from=2023-07-01&to=2024-06-30';

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
  b1 = w.businesses.b1.id;
  await t.ctx.db.update(businesses).set({ abn: '51824753556', gstBasis: 'accrual', basFrequency: 'monthly' }).where(eq(businesses.id, b1));
});
afterAll(() => t.close());

const file = (type: string, query: string) => download(`${t.baseUrl}/api/v1/businesses/${b1}/reports/${type}?${query}`, w.users.cmA1.token);

async function xlsxPreamble(type: string, query: string): Promise<unknown[]> {
  const res = await file(type, `${query}&format=xlsx`);
  expect(res.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  return ['A1', 'A2', 'A3', 'A4'].map((cell) => sheet?.getCell(cell).value);
}

describe('report headers', () => {
  it('carry the ABN and basis, and head a balance sheet "As at" its date', async () => {
    expect(await xlsxPreamble('balance-sheet', FY24)).toEqual([
      'Balance sheet',
      w.businesses.b1.name,
      'ABN 51 824 753 556 · Accrual basis',
      'As at 30/06/2024',
    ]);
    const pdf = pdfTextRuns((await file('balance-sheet', `${FY24}&format=pdf`)).bytes).join('\n');
    expect(pdf).toContain('ABN 51 824 753 556 · Accrual basis');
    expect(pdf).toContain('As at 30/06/2024');
    expect((await xlsxPreamble('profit-and-loss', FY24))[3]).toBe('01/07/2023 – 30/06/2024');
  });

  it('state the basis a GST report was computed on', async () => {
    // July's three bank lines are uncoded: the header says so after the basis.
    expect((await xlsxPreamble('gst-summary', 'from=2024-07-01&to=2024-07-31&basis=cash'))[2]).toBe(
      'ABN 51 824 753 556 · Cash basis | Not included: 3 uncoded bank lines, net -$2,060.00',
    );
  });

  it('say who approved an approved report and when', async () => {
    const requested = await t.api.post<{ data: { id: string } }>(
      `/api/v1/businesses/${b1}/report-locks`,
      { type: 'balance-sheet', from: '2023-07-01', to: '2024-06-30' },
      { token: w.users.cmA1.token },
    );
    expect(requested.status).toBe(201);
    expect((await t.api.post(`/api/v1/report-locks/${requested.body.data.id}/approve`, {}, { token: w.users.supA.token })).status).toBe(
      200,
    );
    const [, , details] = await xlsxPreamble('balance-sheet', FY24);
    const approver = `${w.users.supA.user.firstName} ${w.users.supA.user.lastName}`;
    expect(details).toMatch(
      // The app's one style for a date with a time (ADR 0012), with no month name to translate.
      new RegExp(`^ABN 51 824 753 556 · Accrual basis \\| Approved by ${approver} on \\d{2}:\\d{2}, \\d{2}/\\d{2}/\\d{4}$`),
    );
    expect(pdfTextRuns((await file('balance-sheet', `${FY24}&format=pdf`)).bytes).join('\n')).toContain(`Approved by ${approver} on`);
    // Another period of the same report was not approved.
    expect((await xlsxPreamble('balance-sheet', 'from=2023-07-01&to=2024-05-31'))[2]).toBe('ABN 51 824 753 556 · Accrual basis');
  });
});

describe('GST reports without dates', () => {
  it('cover the last BAS period the business lodges', async () => {
    const res = await t.api.get<{ data: GstSummaryReport }>(`/api/v1/businesses/${b1}/reports/gst-summary`, { token: w.users.cmA1.token });
    expect(res.status).toBe(200);
    const expected = lastEndedBasPeriod(todayInAustralia(), 'monthly');
    expect({ from: res.body.data.from, to: res.body.data.to }).toEqual(expected);
    expect(expected.to < todayInAustralia()).toBe(true);
  });
});
