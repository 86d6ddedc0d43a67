import { describe, expect, it } from 'vitest';
import { codingEntryLines, type CodingSplit } from '../ledger.js';
import type { AccountType, AccountSubtype } from '../accounts.js';
import { basLabelRules, gstSummary, type GstLine } from './gst.js';

const quarter = { from: '2024-07-01', to: '2024-09-30' };

/** Lines as coding a bank transaction posts them, read back the way the GST loader reads them. */
function coded(
  date: string,
  amount: number,
  accountType: AccountType,
  taxCode: CodingSplit['taxCode'],
  subtype?: AccountSubtype,
): GstLine[] {
  return codingEntryLines({ amount, bankLedgerAccountId: 'bank', gstAccountId: 'gst', splits: [{ accountId: 'x', taxCode, amount }] })
    .filter((l) => l.accountId === 'x')
    .map((l) => ({ date, paidOn: date, accountType, accountSubtype: subtype, taxCode, amount: l.amount, gst: l.gst ?? 0 }));
}

const ledger: GstLine[] = [
  ...coded('2024-07-05', 110_000, 'income', 'GST'), // taxable sale 1,100 incl. 100 GST
  ...coded('2024-07-06', 50_000, 'income', 'FRE'), // GST-free sale
  ...coded('2024-07-07', 30_000, 'income', 'EXP'), // export
  ...coded('2024-07-08', 20_000, 'other_income', 'ITS'), // input-taxed sale (interest)
  ...coded('2024-08-01', -11_000, 'income', 'GST'), // refund to a customer
  ...coded('2024-08-02', -33_000, 'expense', 'GST'), // taxable purchase 330 incl. 30
  ...coded('2024-08-03', -220_000, 'asset', 'CAP', 'fixed'), // capital purchase 2,200 incl. 200
  ...coded('2024-08-04', -5_000, 'expense', 'FRE'), // GST-free purchase
  ...coded('2024-08-05', -7_000, 'asset', 'FRE', 'fixed'), // GST-free capital purchase
  ...coded('2024-08-06', -4_000, 'expense', 'INP'), // input-taxed purchase
  ...coded('2024-08-07', -9_999, 'expense', 'N-T'), // BAS excluded (wages)
  ...coded('2024-10-01', 99_000, 'income', 'GST'), // next quarter
];

describe('GST summary for the September 2024 quarter', () => {
  const s = gstSummary(ledger, { period: quarter, basis: 'cash' });

  it('puts sales on G1 to G4, refunds negative', () => {
    expect(s.labels.G1).toBe(110_000 + 50_000 + 30_000 + 20_000 - 11_000);
    expect(s.labels.G2).toBe(30_000);
    expect(s.labels.G3).toBe(50_000);
    expect(s.labels.G4).toBe(20_000);
  });

  it('puts purchases on G10, G11, G13 and G14, and leaves BAS-excluded lines out', () => {
    expect(s.labels.G10).toBe(220_000 + 7_000);
    expect(s.labels.G11).toBe(33_000 + 5_000 + 4_000);
    expect(s.labels.G13).toBe(4_000);
    expect(s.labels.G14).toBe(5_000 + 7_000);
  });

  it('takes 1A and 1B from line GST, and also shows the worksheet figures', () => {
    expect(s.labels['1A']).toBe(10_000 - 1_000);
    expect(s.labels['1B']).toBe(3_000 + 20_000);
    expect(s.netGst).toBe(9_000 - 23_000);
    // Worksheet: G8 = G1 − (G2+G3+G4) = 99,000 → G9 = 9,000; G19 = 269,000 − 16,000 = 253,000 → G20 = 23,000.
    expect(s.labels.G9).toBe(9_000);
    expect(s.labels.G20).toBe(23_000);
    expect(s.alternative).toEqual({ '1A': 9_000, '1B': 23_000 });
  });

  it('can differ by cents between the two methods', () => {
    const lines = [...coded('2024-07-01', 1_005, 'income', 'GST'), ...coded('2024-07-02', 1_005, 'income', 'GST')];
    const accounts = gstSummary(lines, { period: quarter, basis: 'cash' });
    const worksheet = gstSummary(lines, { period: quarter, basis: 'cash', method: 'worksheet' });
    expect(accounts.labels['1A']).toBe(182); // 91 + 91 (each 10.05 / 11 = 0.9136…)
    expect(worksheet.labels['1A']).toBe(183); // 20.10 / 11 = 1.827…
  });
});

describe('basis', () => {
  const invoice: GstLine = {
    date: '2024-09-28',
    paidOn: '2024-10-03',
    accountType: 'income',
    taxCode: 'GST',
    amount: -10_000,
    gst: -1_000,
  };
  const unpaid: GstLine = { date: '2024-09-29', paidOn: null, accountType: 'income', taxCode: 'GST', amount: -20_000, gst: -2_000 };

  it('accrual counts the invoice date, paid or not', () => {
    const s = gstSummary([invoice, unpaid], { period: quarter, basis: 'accrual' });
    expect(s.labels.G1).toBe(33_000);
    expect(s.labels['1A']).toBe(3_000);
  });

  it('cash counts the payment date only', () => {
    expect(gstSummary([invoice, unpaid], { period: quarter, basis: 'cash' }).labels.G1).toBe(0);
    expect(gstSummary([invoice, unpaid], { period: { from: '2024-10-01', to: '2024-12-31' }, basis: 'cash' }).labels.G1).toBe(11_000);
  });
});

describe('a business not registered for GST', () => {
  it('reports nothing on the BAS labels', () => {
    const s = gstSummary(ledger, { period: quarter, basis: 'cash', registered: false });
    expect(s.registered).toBe(false);
    expect(Object.values(s.labels).every((v) => v === 0)).toBe(true);
  });
});

describe('basLabelRules', () => {
  it('reads the summary labels off the same table as the summary', () => {
    expect(basLabelRules('G1')).toEqual([{ direction: 'sale', capital: false, codes: ['GST', 'FRE', 'INP', 'CAP', 'EXP', 'ITS'] }]);
    expect(basLabelRules('G3')).toEqual([{ direction: 'sale', capital: false, codes: ['FRE'] }]);
    expect(basLabelRules('G10')).toEqual([
      { direction: 'purchase', capital: false, codes: ['CAP'] },
      { direction: 'purchase', capital: true, codes: ['FRE', 'CAP', 'EXP'] },
    ]);
    expect(basLabelRules('G11')).toEqual([
      { direction: 'purchase', capital: false, codes: ['GST', 'FRE', 'INP', 'EXP', 'ITS'] },
      { direction: 'purchase', capital: true, codes: ['GST', 'INP', 'ITS'] },
    ]);
    expect(basLabelRules('1B').map((r) => r.direction)).toEqual(['purchase', 'purchase']);
  });
});
