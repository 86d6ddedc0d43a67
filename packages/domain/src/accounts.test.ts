import { describe, expect, it } from 'vitest';
import { taxCodeFitsAccount } from './accounts.js';

describe('taxCodeFitsAccount', () => {
  it('keeps sale codes on income accounts and purchase codes off them', () => {
    expect(taxCodeFitsAccount('income', 'EXP')).toBe(true);
    expect(taxCodeFitsAccount('other_income', 'ITS')).toBe(true);
    expect(taxCodeFitsAccount('expense', 'EXP')).toBe(false);
    expect(taxCodeFitsAccount('asset', 'ITS')).toBe(false);
    expect(taxCodeFitsAccount('asset', 'CAP')).toBe(true);
    expect(taxCodeFitsAccount('expense', 'INP')).toBe(true);
    expect(taxCodeFitsAccount('income', 'CAP')).toBe(false);
    expect(taxCodeFitsAccount('other_income', 'INP')).toBe(false);
  });

  it('lets GST, FRE and N-T go on any account', () => {
    for (const code of ['GST', 'FRE', 'N-T']) {
      expect(taxCodeFitsAccount('income', code)).toBe(true);
      expect(taxCodeFitsAccount('expense', code)).toBe(true);
      expect(taxCodeFitsAccount('liability', code)).toBe(true);
    }
  });
});
