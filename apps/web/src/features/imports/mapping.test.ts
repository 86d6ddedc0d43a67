import { parseCsv } from '@ledgerdesk/domain';
import { describe, expect, it } from 'vitest';
import { buildMapping, DEFAULT_MAPPING, initialValues } from './mapping';

describe('the column mapping', () => {
  it('makes one signed amount column', () => {
    expect(buildMapping({ ...DEFAULT_MAPPING, amountColumn: 3, descriptionColumn: 1, referenceColumn: 2 })).toEqual({
      hasHeader: true,
      dateColumn: 0,
      dateFormat: 'd/m/Y',
      amount: { kind: 'signed', column: 3 },
      descriptionColumns: [1],
      referenceColumn: 2,
      decimal: '.',
      skipInvalidRows: true,
    });
  });

  it('makes debit and credit columns, and reads them with the right signs', () => {
    const mapping = buildMapping({
      ...DEFAULT_MAPPING,
      hasHeader: false,
      dateFormat: 'Y-m-d',
      amountKind: 'debitCredit',
      debitColumn: 2,
      creditColumn: 3,
      descriptionColumn: 1,
    });
    expect(mapping.amount).toEqual({ kind: 'debitCredit', debit: 2, credit: 3 });
    expect(mapping.referenceColumn).toBeUndefined();
    const rows = parseCsv('2026-07-01,Coffee,4.50,\n2026-07-02,Refund,,12.00\n', mapping).accounts.flatMap((a) => a.transactions);
    expect(rows.map((r) => [r.date, r.description, r.amount])).toEqual([
      ['2026-07-01', 'Coffee', -450],
      ['2026-07-02', 'Refund', 1200],
    ]);
  });
});

describe('where the mapping form starts', () => {
  it('starts from the header names of a date,description,amount file', () => {
    const start = initialValues('date,description,amount\n01/07/2026,Coffee,-4.50\n');
    expect(start).toMatchObject({ guessed: true, values: { hasHeader: true, dateColumn: 0, descriptionColumn: 1, amountColumn: 2 } });
  });

  it('starts a header-less file from its content, running balance included', () => {
    const start = initialValues('01/07/2026,-4.50,Coffee,+995.50\n02/07/2026,+10.00,Refund,+1005.50\n');
    expect(start).toMatchObject({ guessed: true, values: { hasHeader: false, amountColumn: 1, descriptionColumn: 2, balanceColumn: 3 } });
  });

  it('falls back to the defaults, saying so, when the dates defeat the guess', () => {
    expect(initialValues('2026.07.01,Coffee,-4.50\n')).toEqual({ guessed: false, values: DEFAULT_MAPPING });
  });
});
