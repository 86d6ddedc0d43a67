/**
 * Uncoded bank lines are never silently missing from a report (issue 15): the trial balance,
 * profit and loss, balance sheet and GST reports count and sum them, over the report's period or
 * up to its date, and the PDF, XLSX and CSV exports say so too.
 */
import type { ReportData } from '@ledgerdesk/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildLedgerWorld, type LedgerWorld } from '../ledger/ledger-world.fixture.js';
import { download, parseCsv, pdfTextRuns } from './export/export.fixture.js';

let t: TestApp;
let w: LedgerWorld;
const JULY = 'from=2024-07-01&to=2024-07-31';

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
  // b1's lines: 3 Jul -110.00, 5 Jul +550.00, 9 Jul -2,500.00, 1 Aug -330.00. The sale is coded.
  const coded = await t.api.put(
    `/api/v1/transactions/${w.l1.tx(1).id}/coding`,
    { lines: [{ accountId: w.l1.account('6-1250'), taxCode: 'N-T', amount: 55000 }] },
    { token: w.users.cmA1.token },
  );
  expect(coded.status).toBe(200);
});
afterAll(() => t.close());

const report = async (type: string, query: string) => {
  const res = await t.api.get<{ data: ReportData }>(`/api/v1/businesses/${w.businesses.b1.id}/reports/${type}?${query}`, {
    token: w.users.cmA1.token,
  });
  expect(res.status).toBe(200);
  return res.body.data;
};
const file = (type: string, query: string) =>
  download(`${t.baseUrl}/api/v1/businesses/${w.businesses.b1.id}/reports/${type}?${query}`, w.users.cmA1.token);

describe('uncoded bank lines in reports', () => {
  it('are counted and summed over the period of a movement, and up to the date of a position', async () => {
    for (const type of ['profit-and-loss', 'gst-summary', 'gst-detail'])
      expect(await report(type, JULY)).toMatchObject({ uncoded: { count: 2, amount: -261000, from: '2024-07-01', to: '2024-07-31' } });
    for (const type of ['trial-balance', 'balance-sheet'])
      expect(await report(type, 'from=2024-08-01&to=2024-08-31')).toMatchObject({
        uncoded: { count: 3, amount: -294000, from: null, to: '2024-08-31' },
      });
    expect(await report('profit-and-loss', 'from=2024-09-01&to=2024-09-30')).toMatchObject({ uncoded: { count: 0, amount: 0 } });
    expect(await report('general-journal', JULY)).not.toHaveProperty('uncoded');
  });

  it('are stated in the CSV, XLSX and PDF exports', async () => {
    const csv = parseCsv((await file('profit-and-loss', `${JULY}&format=csv`)).bytes.toString('utf8'));
    expect(csv.at(-1)).toEqual(['Not included: 2 uncoded bank lines from 01/07/2024 to 31/07/2024', '-2610.00']);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file('balance-sheet', 'to=2024-08-31&format=xlsx')).bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getCell('A3').text).toContain('Not included: 3 uncoded bank lines, net -$2,940.00');
    const texts: string[] = [];
    sheet?.eachRow((row) => texts.push(row.getCell(1).text));
    expect(texts).toContain('Not included: 3 uncoded bank lines up to 31/08/2024');

    const pdf = pdfTextRuns((await file('gst-summary', `${JULY}&format=pdf`)).bytes).join('\n');
    expect(pdf).toContain('Not included: 2 uncoded bank lines from 01/07/2024 to 31/07/2024');
  });

  it('leave a report of a fully coded period as it was', async () => {
    const csv = parseCsv((await file('profit-and-loss', 'from=2024-09-01&to=2024-09-30&format=csv')).bytes.toString('utf8'));
    expect(csv.flat().join(' ')).not.toMatch(/uncoded/i);
  });
});
