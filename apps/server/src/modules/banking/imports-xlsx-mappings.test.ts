/** XLSX statements, saved and preset CSV mappings. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import type { BankAccountDto } from './bank-accounts.schema.js';
import type { CsvMappingDto } from '@ledgerdesk/domain';
import type { ImportDto, PreviewDto } from './imports.schema.js';
import { statementForm } from './imports.fixture.js';

type One<T> = { data: T; message: string };

async function workbook(rows: Array<Array<string | number | Date>>): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Transactions').addRows(rows);
  book.addWorksheet('Ignored').addRow(['not', 'read']);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe('XLSX statements and CSV mappings', () => {
  let t: TestApp;
  let w: PracticeWorld;
  let token: string;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildPracticeWorld(t.ctx);
    token = w.users.cmA1.token;
    base = `/api/v1/businesses/${w.businesses.b1.id}`;
  });
  afterAll(() => t.close());

  const newAccount = async (name: string) =>
    (await t.api.post<One<BankAccountDto>>(`${base}/bank-accounts`, { name }, { token })).body.data.id;
  const upload = (accountId: string, form: FormData) =>
    t.api.send<One<PreviewDto>>('POST', `${base}/bank-accounts/${accountId}/imports`, form, { token });

  it('imports the first sheet of an XLSX with real date cells and numbers, guessing the columns', async () => {
    const accountId = await newAccount('Spreadsheet');
    const bytes = await workbook([
      ['Date', 'Description', 'Amount'],
      [new Date(Date.UTC(2024, 6, 1)), 'Opening deposit', 1500],
      [new Date(Date.UTC(2024, 6, 2)), 'Stationery', -42.35],
      [new Date(Date.UTC(2024, 6, 31)), 'Bank fee', -10],
    ]);
    const res = await upload(accountId, statementForm(bytes, 'july.xlsx'));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ format: 'xlsx', rowCount: 3, totals: { in: 150000, out: -5235, net: 144765 } });
    expect(res.body.data.rows.map((r) => [r.line, r.date, r.amount, r.description])).toEqual([
      [2, '2024-07-01', 150000, 'Opening deposit'],
      [3, '2024-07-02', -4235, 'Stationery'],
      [4, '2024-07-31', -1000, 'Bank fee'],
    ]);
    const committed = await t.api.post<One<ImportDto>>(`/api/v1/imports/${res.body.data.id}/commit`, undefined, { token });
    expect(committed.body.data).toMatchObject({ format: 'xlsx', importedCount: 3 });
  });

  it('reads an XLSX of text cells with a mapping sent as JSON, and names the sheet row of a bad cell', async () => {
    const accountId = await newAccount('Text sheet');
    const mapping = {
      hasHeader: true,
      dateColumn: 'Posted',
      dateFormat: 'd/m/Y',
      amount: { kind: 'debitCredit', debit: 'Out', credit: 'In' },
      descriptionColumns: ['Details'],
      decimal: '.',
    };
    const good = await workbook([
      ['Posted', 'Details', 'Out', 'In'],
      ['01/08/2024', 'Client payment', '', '880.00'],
      ['03/08/2024', 'Fuel', '65.20', ''],
    ]);
    const res = await upload(accountId, statementForm(good, 'aug.xlsx', { mapping: JSON.stringify(mapping) }));
    expect(res.body.data).toMatchObject({ rowCount: 2, totals: { in: 88000, out: -6520 } });

    const bad = await workbook([
      ['Posted', 'Details', 'Out', 'In'],
      ['01/08/2024', 'Client payment', '', '880.00'],
      ['31/02/2024', 'Nonsense', '1.00', ''],
    ]);
    const refused = await upload(accountId, statementForm(bad, 'bad.xlsx', { mapping: JSON.stringify(mapping) }));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^Line 3: the date '31\/02\/2024'/);
    const broken = await upload(accountId, statementForm(new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]), 'broken.xlsx'));
    expect(broken.status).toBe(422);
    expect(broken.body.message).toBe('The spreadsheet cannot be read: it is not a valid XLSX file.');
    expect((await upload(accountId, statementForm('x', 'x.csv', { mapping: '{"hasHeader":' }))).status).toBe(400);
    expect((await upload(accountId, statementForm('x', 'x.csv', { bank: 'hsbc' }))).status).toBe(400);
  });

  it('saves mappings per business, offers the Australian presets, and imports with a saved mapping', async () => {
    const presets = await t.api.get<{ data: Array<{ key: string; bank: string }> }>('/api/v1/csv-mappings/presets', { token });
    expect(presets.body.data.map((p) => p.key)).toEqual(['commbank', 'anz', 'nab', 'ing', 'westpac', 'macquarie']);

    const mapping = {
      hasHeader: true,
      delimiter: ';',
      dateColumn: 0,
      dateFormat: 'd.m.Y',
      amount: { kind: 'signed', column: 2 },
      descriptionColumns: [1],
      decimal: ',',
    };
    const saved = await t.api.post<One<CsvMappingDto>>(`${base}/csv-mappings`, { name: 'Euro bank', mapping }, { token });
    expect(saved.status).toBe(201);
    expect((await t.api.post(`${base}/csv-mappings`, { name: 'Broken', mapping: { ...mapping, decimal: ':' } }, { token })).status).toBe(
      400,
    );
    const list = await t.api.get<{ data: CsvMappingDto[] }>(`${base}/csv-mappings`, { token });
    expect(list.body.data.map((m) => m.name)).toEqual(['Euro bank']);
    expect(
      (await t.api.get<{ data: CsvMappingDto[] }>(`/api/v1/businesses/${w.businesses.b4.id}/csv-mappings`, { token })).body.data,
    ).toEqual([]);

    const accountId = await newAccount('Euro');
    const csv = 'Datum;Text;Betrag\n01.09.2024;Miete;-1.200,00\n02.09.2024;Zins;3,50\n';
    const res = await upload(accountId, statementForm(csv, 'export.csv', { mappingId: saved.body.data.id }));
    expect(res.body.data).toMatchObject({ rowCount: 2, totals: { in: 350, out: -120000 } });
    expect((await t.api.delete(`${base}/csv-mappings/${saved.body.data.id}`, { token })).status).toBe(204);
    expect((await upload(accountId, statementForm(csv, 'export.csv', { mappingId: saved.body.data.id }))).status).toBe(400);
  });
});
