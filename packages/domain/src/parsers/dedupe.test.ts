import { describe, expect, it } from 'vitest';
import { duplicateKey, markDuplicates, normaliseDescription } from './dedupe.js';

const t = (date: string, amount: number, description: string, externalId?: string) =>
  externalId ? { date, amount, description, externalId } : { date, amount, description };
const flags = (marks: { duplicate: boolean }[]) => marks.map((m) => m.duplicate);

describe('dedupe', () => {
  it('normalises descriptions so case, spacing and punctuation do not matter', () => {
    expect(normaliseDescription('  EFTPOS  Woolworths-1234, Sydney ')).toBe('eftpos woolworths 1234 sydney');
    expect(duplicateKey(t('2024-07-01', -450, 'Café Luna'))).toBe(duplicateKey(t('2024-07-01', -450, 'CAFE  LUNA.')));
    expect(duplicateKey(t('2024-07-01', -450, 'Cafe Luna'))).not.toBe(duplicateKey(t('2024-07-01', -451, 'Cafe Luna')));
  });

  it('marks a transaction whose bank id the account already holds', () => {
    const marks = markDuplicates(
      [t('2024-07-01', -450, 'Coffee', 'F1'), t('2024-07-01', -450, 'Coffee', 'F2')],
      [t('2024-07-01', -450, 'Coffee', 'F1')],
    );
    expect(marks).toEqual([
      { transaction: t('2024-07-01', -450, 'Coffee', 'F1'), duplicate: true, reason: 'externalId' },
      { transaction: t('2024-07-01', -450, 'Coffee', 'F2'), duplicate: false },
    ]);
  });

  it('keeps identical lines within one file when their bank ids differ', () => {
    expect(flags(markDuplicates([t('2024-07-01', -450, 'Coffee', 'A'), t('2024-07-01', -450, 'Coffee', 'B')], []))).toEqual([false, false]);
  });

  it('keeps two identical lines without ids (two coffees on one day) unless the account has them', () => {
    const coffees = [t('2024-07-01', -450, 'Coffee'), t('2024-07-01', -450, 'Coffee')];
    expect(flags(markDuplicates(coffees, []))).toEqual([false, false]);
    expect(markDuplicates(coffees, [t('2024-07-01', -450, 'COFFEE')])).toEqual([
      { transaction: coffees[0], duplicate: true, reason: 'sameDateAmountDescription' },
      { transaction: coffees[1], duplicate: false },
    ]);
    expect(flags(markDuplicates(coffees, [t('2024-07-01', -450, 'Coffee'), t('2024-07-01', -450, 'Coffee')]))).toEqual([true, true]);
  });

  it('matches lines without ids against lines imported with ids, and the other way round', () => {
    expect(flags(markDuplicates([t('2024-07-01', -450, 'Coffee')], [t('2024-07-01', -450, 'Coffee', 'F1')]))).toEqual([true]);
    expect(flags(markDuplicates([t('2024-07-01', -450, 'Coffee', 'F9')], [t('2024-07-01', -450, 'Coffee')]))).toEqual([true]);
    // An existing line with a different bank id is another transaction.
    expect(flags(markDuplicates([t('2024-07-01', -450, 'Coffee', 'F9')], [t('2024-07-01', -450, 'Coffee', 'F1')]))).toEqual([false]);
  });

  it('marks a bank id repeated within the file', () => {
    expect(flags(markDuplicates([t('2024-07-01', -450, 'Coffee', 'F1'), t('2024-07-02', 800, 'Refund', 'F1')], []))).toEqual([false, true]);
  });

  it('does not match different dates, amounts or descriptions', () => {
    const existing = [t('2024-07-01', -450, 'Coffee')];
    expect(
      flags(markDuplicates([t('2024-07-02', -450, 'Coffee'), t('2024-07-01', 450, 'Coffee'), t('2024-07-01', -450, 'Tea')], existing)),
    ).toEqual([false, false, false]);
  });
});
