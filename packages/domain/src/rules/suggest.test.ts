import { describe, expect, it } from 'vitest';
import { suggestAccounts, trainSuggestions, type CodedExample } from './suggest.js';

const history: CodedExample[] = [
  { description: 'VISA PURCHASE WOOLWORTHS 1234 SYDNEY', payee: '', amount: -8_450, accountCode: '6-1200', count: 14 },
  { description: 'VISA PURCHASE BUNNINGS 772 MARRICKVILLE', payee: '', amount: -12_990, accountCode: '6-2100', count: 6 },
  { description: 'DIRECT DEBIT TELSTRA CORP LTD', payee: '', amount: -8_900, accountCode: '6-3400', count: 12 },
  { description: 'TRANSFER FROM SMITH PLUMBING INVOICE', payee: 'Smith Plumbing', amount: 165_000, accountCode: '4-1000', count: 9 },
  { description: 'DIRECT DEBIT RENT HARBOUR PROPERTY', payee: '', amount: -320_000, accountCode: '6-5100', count: 12 },
  { description: 'DIRECT DEBIT HARBOUR PROPERTY OUTGOINGS', payee: '', amount: -41_000, accountCode: '6-5200', count: 3 },
];
const model = trainSuggestions(history);

describe('suggestAccounts', () => {
  it('suggests the account a merchant was coded to, through the bank noise', () => {
    const [top] = suggestAccounts(model, { description: 'EFTPOS PURCH WOOLWORTHS 0991 PARRAMATTA 03/05/25', payee: '', amount: -2_315 });
    expect(top?.accountCode).toBe('6-1200');
    expect(top?.confidence).toBeGreaterThan(0.8);
  });

  it('lets a repeated amount decide between accounts the words share', () => {
    const rent = suggestAccounts(model, { description: 'DD HARBOUR PROPERTY', payee: '', amount: -320_000 });
    const outgoings = suggestAccounts(model, { description: 'DD HARBOUR PROPERTY', payee: '', amount: -41_000 });
    expect(rent[0]?.accountCode).toBe('6-5100');
    expect(outgoings[0]?.accountCode).toBe('6-5200');
    expect(rent.map((s) => s.accountCode).sort()).toEqual(['6-5100', '6-5200']);
  });

  it('learns spending and receiving apart', () => {
    expect(suggestAccounts(model, { description: 'SMITH PLUMBING REFUND', payee: '', amount: -5_000 })).toEqual([]);
    expect(suggestAccounts(model, { description: 'SMITH PLUMBING', payee: '', amount: 99_000 })[0]?.accountCode).toBe('4-1000');
  });

  it('suggests nothing for a line it has never seen the like of', () => {
    expect(suggestAccounts(model, { description: 'QANTAS AIRWAYS', payee: '', amount: -45_000 })).toEqual([]);
  });

  it('ranks most confident first and stops at the limit', () => {
    const all = suggestAccounts(model, { description: 'DIRECT DEBIT HARBOUR PROPERTY TELSTRA', payee: '', amount: -1 }, 2);
    expect(all).toHaveLength(2);
    expect(all[0]!.confidence).toBeGreaterThanOrEqual(all[1]!.confidence);
  });
});
