import { describe, expect, it } from 'vitest';
import { computeTpar, noAbnWithholding, tparPeriod, tparYearOf, type TparPayment } from './tpar.js';
import {
  TPAR_LAYOUTS,
  type FieldSpec,
  TPAR_RECORD_LENGTH,
  readTparRecord,
  tparFileProblems,
  tparFileRecords,
  wholeDollars,
} from './tpar-file.js';

const address = { line1: '1 Main St', line2: '', suburb: 'Ryde', state: 'NSW', postcode: '2112' };
const pay = (over: Partial<TparPayment>): TparPayment => ({
  contractorId: 'c1',
  name: 'Acme',
  address,
  email: '',
  date: '2025-01-01',
  abn: '51824753556',
  paid: 10_000,
  gst: 0,
  taxWithheld: 0,
  ...over,
});

describe('TPAR figures', () => {
  it('runs July to June whatever the date', () => {
    expect(tparPeriod(2026)).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    expect(tparYearOf('2025-07-01')).toBe(2026);
    expect(tparYearOf('2026-06-30')).toBe(2026);
  });

  it('grosses a no-ABN payment up: the line is the 53% that reached the payee', () => {
    expect(noAbnWithholding(-53_000)).toBe(47_000);
    expect(noAbnWithholding(100)).toBe(89);
  });

  it('counts only payments of the year, gross including tax withheld, each ABN once', () => {
    const tpar = computeTpar(2025, [
      pay({ date: '2024-07-01', paid: 11_000, gst: 1_000 }),
      pay({ date: '2025-06-30', abn: '53004085616' }),
      pay({ date: '2025-07-01', paid: 99_999 }),
      pay({ date: '2025-02-01', abn: null, paid: 5_300, taxWithheld: 4_700 }),
      pay({ date: '2025-02-02', abn: '51824753556' }),
    ]);
    expect(tpar.rows).toHaveLength(1);
    expect(tpar.rows[0]).toMatchObject({
      abns: ['51824753556', '53004085616'],
      gross: 41_000,
      gst: 1_000,
      taxWithheld: 4_700,
      noAbn: true,
      paymentCount: 4,
    });
    expect(tpar.rows[0]?.parts.map((p) => p.abn)).toEqual(['51824753556', '53004085616', null]);
    expect(tpar.totals).toEqual({ gross: 41_000, gst: 1_000, taxWithheld: 4_700 });
  });
});

describe('TPAR electronic file layout', () => {
  it('keeps every record layout within 996 characters', () => {
    for (const layout of Object.values(TPAR_LAYOUTS) as (readonly FieldSpec[])[]) {
      expect(layout.reduce((sum, [, width]) => sum + width, 0)).toBeLessThanOrEqual(TPAR_RECORD_LENGTH);
    }
    // The payee record as the specification numbers it: gross paid at 641–651, NANE at 961.
    const dpaivs = TPAR_LAYOUTS.DPAIVS.map(([name, width]) => [name, width] as const);
    const start = (name: string) =>
      dpaivs
        .slice(
          0,
          dpaivs.findIndex(([n]) => n === name),
        )
        .reduce((s, [, w]) => s + w, 0) + 1;
    expect(start('grossPaid')).toBe(641);
    expect(start('nane')).toBe(961);
  });

  it('drops cents and names what stops a file', () => {
    expect(wholeDollars(199_99)).toBe(199);
    const tpar = computeTpar(2025, [pay({ address: { ...address, postcode: '' } })]);
    const input = {
      yearEnd: 2025,
      runType: 'T' as const,
      payer: { abn: '1', name: 'Payer', address, contactName: 'A', contactPhone: '1', email: '' },
      rows: tpar.rows,
    };
    expect(tparFileProblems(input)).toEqual(['Payer: the business has no valid ABN.', 'Acme: the postcode must be 4 digits.']);
    const good = { ...input, payer: { ...input.payer, abn: '83914571673' }, rows: computeTpar(2025, [pay({})]).rows };
    const records = tparFileRecords(good);
    expect(records.every((r) => r.length === TPAR_RECORD_LENGTH)).toBe(true);
    expect(readTparRecord(records.at(-1)!).fields.recordCount).toBe('00000007');
    expect(readTparRecord(records[5]!).fields.grossPaid).toBe('00000000100');
  });
});
