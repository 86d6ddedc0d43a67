import { describe, expect, it } from 'vitest';
import { descriptionTokens } from './tokens.js';

describe('descriptionTokens', () => {
  it('keeps the merchant and drops what the bank adds around it', () => {
    expect(descriptionTokens('VISA PURCHASE 4564 1234 5678 9012 WOOLWORTHS 1234 SYDNEY NSW 12/03/24')).toEqual(['woolworths']);
    expect(descriptionTokens('EFTPOS PURCH UBER *TRIP HELP.UBER.COM AU Card xx1234 Value Date: 03/04/2025')).toEqual([
      'uber',
      'trip',
      'help',
    ]);
  });

  it('gives the same tokens for the same merchant in different months, times and references', () => {
    const march = descriptionTokens('DIRECT DEBIT 000123456 TELSTRA CORP LTD REF 889911 14 MAR 2025 10:42');
    const april = descriptionTokens('Direct Debit 000998877 Telstra Corp Ltd ref 112233 14 Apr 2025 09:05am');
    expect(march).toEqual(['telstra', 'corp']);
    expect(april).toEqual(march);
  });

  it('folds accents and case like rule matching does, and reads the payee too', () => {
    expect(descriptionTokens('Cà Phê Đại Việt', 'BÚN BÒ')).toEqual(['ca', 'phe', 'dai', 'viet', 'bun', 'bo']);
  });

  it('returns nothing for a line that is all noise', () => {
    expect(descriptionTokens('VISA PURCHASE 12/03 4564 xx9999')).toEqual([]);
  });
});
