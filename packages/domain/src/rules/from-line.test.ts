import { describe, expect, it } from 'vitest';
import { conditionCandidates, distinctiveTokens, splitsOfCoding, type CodedLine } from './from-line.js';
import type { CodedExample } from './suggest.js';

const example = (description: string, amount: number, accountCode: string, count = 1, payee = ''): CodedExample => ({
  description,
  payee,
  amount,
  accountCode,
  count,
});

const uberTrip: CodedLine = {
  description: 'EFTPOS PURCH UBER *TRIP HELP.UBER.COM AU 03/04/25',
  payee: 'Uber',
  amount: -2_350,
  accountCode: '6-1400',
};

describe('distinctiveTokens', () => {
  it('takes the merchant word, without the bank’s noise, when nothing else is coded with it', () => {
    const line = { description: 'VISA PURCHASE 4564 OFFICEWORKS 0412 SYDNEY 02/03/24', payee: '', amount: -4_500, accountCode: '6-1250' };
    const history = [example('VISA PURCHASE OFFICEWORKS 0412 SYDNEY 09/04/24', -7_200, '6-1250', 4), example('TELSTRA', -9_900, '6-2000')];
    expect(distinctiveTokens(line, history)).toEqual(['officeworks']);
  });

  it('picks the word that leaves out lines of the same merchant coded to another account', () => {
    const history = [example('UBER *TRIP HELP.UBER.COM', -1_800, '6-1400', 6), example('UBER *EATS HELP.UBER.COM', -3_100, '6-1600', 9)];
    expect(distinctiveTokens(uberTrip, history)).toEqual(['trip']);
  });

  it('adds a second word only when it drops more lines coded elsewhere than lines coded alike', () => {
    const line = { description: 'BUNNINGS PARRAMATTA', payee: '', amount: -5_000, accountCode: '6-1250' };
    const oneStray = [example('BUNNINGS PENRITH', -4_000, '6-1250', 10), example('BUNNINGS PARRAMATTA', -3_000, '6-3000')];
    expect(distinctiveTokens(line, oneStray)).toEqual(['bunnings']);
    const twoStoresTwoAccounts = [
      example('BUNNINGS PARRAMATTA', -4_000, '6-1250', 5),
      example('BUNNINGS PENRITH', -3_000, '6-3000', 5),
      example('KMART PARRAMATTA', -3_000, '6-3100', 5),
    ];
    expect(distinctiveTokens(line, twoStoresTwoAccounts)).toEqual(['bunnings', 'parramatta']);
  });

  it('learns spending and receiving apart, and has nothing to offer for a line that is all noise', () => {
    const refund = example('UBER *TRIP REFUND', 1_800, '4-1000', 20);
    expect(distinctiveTokens(uberTrip, [refund])).toEqual(['uber']);
    expect(distinctiveTokens({ ...uberTrip, description: 'VISA PURCHASE 12/03 4564 xx9999' }, [refund])).toEqual([]);
  });
});

describe('conditionCandidates', () => {
  const history = [
    example('UBER *TRIP', -1_800, '6-1400', 3),
    example('UBER *TRIP', -4_100, '6-1400'),
    example('UBER *TRIP', -9_000, '6-9999'),
  ];

  it('starts with the words and the direction, then tries the payee and the amounts', () => {
    const [base, withPayee, withRange, payeeAndRange, withAmount, payeeAndAmount, ...rest] = conditionCandidates(
      uberTrip,
      ['trip'],
      history,
    );
    const words = [
      { field: 'description', op: 'matchesWord', value: 'trip' },
      { field: 'direction', op: 'equals', value: 'spend' },
    ];
    expect(base).toEqual({ match: 'all', conditions: words });
    expect(withPayee?.conditions).toEqual([...words, { field: 'payee', op: 'equals', value: 'Uber' }]);
    // The range spans the account's own lines with the word, not the one coded elsewhere.
    expect(withRange?.conditions.at(-1)).toEqual({ field: 'absAmount', op: 'between', min: 1_800, max: 4_100 });
    expect(payeeAndRange?.conditions).toHaveLength(4);
    expect(withAmount?.conditions.at(-1)).toEqual({ field: 'absAmount', op: 'equals', value: 2_350 });
    expect(payeeAndAmount?.conditions).toHaveLength(4);
    expect(rest).toEqual([]);
  });

  it('matches the whole description when the line has no word, and leaves out what repeats', () => {
    const line = { description: 'VISA PURCHASE 12/03', payee: '', amount: 7_000, accountCode: '4-1000' };
    const trees = conditionCandidates(line, [], []);
    expect(trees.map((tree) => tree.conditions)).toEqual([
      [
        { field: 'description', op: 'equals', value: 'VISA PURCHASE 12/03' },
        { field: 'direction', op: 'equals', value: 'receive' },
      ],
      [
        { field: 'description', op: 'equals', value: 'VISA PURCHASE 12/03' },
        { field: 'direction', op: 'equals', value: 'receive' },
        { field: 'absAmount', op: 'equals', value: 7_000 },
      ],
    ]);
  });
});

describe('splitsOfCoding', () => {
  it('codes a single line as the remainder', () => {
    expect(splitsOfCoding([{ accountCode: '6-1250', taxCode: 'GST', amount: -4_500, description: null }])).toEqual([
      { accountCode: '6-1250', taxCode: 'GST', share: { kind: 'remainder' }, description: null },
    ]);
  });

  it('keeps each smaller split’s percentage and puts the remainder on the largest', () => {
    const splits = splitsOfCoding([
      { accountCode: '6-1000', taxCode: 'GST', amount: -2_500, description: 'Phone' },
      { accountCode: '6-2000', taxCode: 'FRE', amount: -7_000, description: null },
      { accountCode: '6-3000', taxCode: null, amount: -500, description: null },
    ]);
    expect(splits.map((s) => s.share)).toEqual([
      { kind: 'percent', basisPoints: 2_500 },
      { kind: 'remainder' },
      { kind: 'percent', basisPoints: 500 },
    ]);
    expect(splits[0]).toMatchObject({ accountCode: '6-1000', taxCode: 'GST', description: 'Phone' });
  });
});
