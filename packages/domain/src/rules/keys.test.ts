import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXT_FIELDS, TEXT_OPERATORS, type Condition, type ConditionGroup, type RuleLine } from './conditions.js';
import { matchesConditions } from './evaluate.js';
import { KeyIndex, treeKeys } from './keys.js';
import { normaliseText } from './normalise.js';

const all = (...conditions: ConditionGroup['conditions']): ConditionGroup => ({ match: 'all', conditions });
const any = (...conditions: ConditionGroup['conditions']): ConditionGroup => ({ match: 'any', conditions });
const text = (field: Condition['field'], op: string, value: string) => ({ field, op, value }) as Condition;
const texts = (description: string, payee = '', reference = '') => ({
  description: normaliseText(description),
  payee: normaliseText(payee),
  reference: normaliseText(reference),
});

describe('treeKeys', () => {
  it('keys a condition by its normalised value, in each field it reads', () => {
    expect(treeKeys(all(text('description', 'startsWith', 'CARD  Purchase')))).toEqual([{ field: 'description', text: 'card purchase' }]);
    expect(treeKeys(all(text('anyText', 'matchesWord', 'Café')))?.map((k) => k.field)).toEqual(['description', 'reference', 'payee']);
    expect(treeKeys(all({ field: 'payee', op: 'isOneOf', values: ['AGL', 'Telstra'] }))?.map((k) => k.text)).toEqual(['agl', 'telstra']);
  });

  it('asks nothing where a line may match without the text', () => {
    expect(treeKeys(all(text('description', 'notContains', 'rent')))).toBeNull();
    expect(treeKeys(all(text('description', 'matchesRegex', 'r.nt')))).toBeNull();
    expect(treeKeys(all(text('description', 'contains', '  ')))).toBeNull();
    expect(treeKeys(any(text('description', 'contains', 'rent'), { field: 'amount', op: 'lt', value: 0 }))).toBeNull();
  });

  it('takes every branch of ANY and the cheapest child of ALL', () => {
    const tree = all(
      text('description', 'startsWith', 'card purchase'),
      any(text('description', 'contains', 'harbour cafe'), text('payee', 'equals', 'Harbour Cafe')),
    );
    expect(treeKeys(tree)).toEqual([{ field: 'description', text: 'card purchase' }]);
    const merchantFirst = (keys: readonly { text: string }[]) => (keys.some((k) => k.text === 'card purchase') ? 100 : keys.length);
    expect(treeKeys(tree, merchantFirst)).toEqual([
      { field: 'description', text: 'harbour cafe' },
      { field: 'payee', text: 'harbour cafe' },
    ]);
  });
});

describe('KeyIndex', () => {
  const rules = [
    all(text('description', 'contains', 'harbour cafe')),
    all(text('description', 'startsWith', 'card purchase'), text('description', 'contains', 'metro fuel')),
    all({ field: 'amount', op: 'lt', value: 0 }),
    all(text('payee', 'equals', 'ab')),
    all(text('description', 'contains', 'card purchase'), text('description', 'contains', 'bakery')),
  ];
  const index = new KeyIndex(rules);

  it('finds the rules whose texts a line contains, and the rules that ask for no text', () => {
    expect(index.candidates(texts('CARD PURCHASE HARBOUR CAFE 0042 AU'))).toEqual([0, 2]);
    expect(index.candidates(texts('CARD PURCHASE METRO FUEL'))).toEqual([1, 2]);
    expect(index.candidates(texts('Direct debit', 'AB'))).toEqual([2, 3]);
    expect(index.candidates(texts('eftpos harbour'))).toEqual([2]);
  });

  it('keys an ALL rule by its rarest text: card purchase alone brings neither merchant rule', () => {
    expect(index.candidates(texts('CARD PURCHASE SOMEWHERE ELSE'))).toEqual([2]);
  });

  it('never finds a text before the start of the line', () => {
    expect(new KeyIndex([all(text('description', 'contains', 'xyzab'))]).candidates(texts('ab'))).toEqual([]);
  });
});

describe('KeyIndex never leaves out a rule a line matches', () => {
  // A small vocabulary, so that random values and random lines meet often.
  const word = fc.constantFrom('ab', 'b a', 'cafe', 'Café', 'ca', 'a', 'x  y', 'đà', 'CARD', '1');
  const phrase = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
  const condition: fc.Arbitrary<Condition> = fc.oneof(
    fc.record({
      field: fc.constantFrom(...TEXT_FIELDS),
      op: fc.constantFrom(...TEXT_OPERATORS.filter((op) => op !== 'matchesRegex')),
      value: phrase,
    }),
    fc.record({ field: fc.constantFrom(...TEXT_FIELDS), op: fc.constant('isOneOf' as const), values: fc.array(phrase, { minLength: 1 }) }),
    fc.record({ field: fc.constant('amount' as const), op: fc.constant('lt' as const), value: fc.integer({ min: -50, max: 50 }) }),
  );
  const tree = fc.letrec<{ group: ConditionGroup }>((tie) => ({
    group: fc.record({
      match: fc.constantFrom('all' as const, 'any' as const),
      conditions: fc.array(fc.oneof({ depthSize: 'small' }, condition, tie('group')), { minLength: 1, maxLength: 4 }),
    }),
  })).group;
  const line: fc.Arbitrary<RuleLine> = fc.record({
    date: fc.constant('2024-07-03'),
    description: phrase,
    reference: phrase,
    payee: phrase,
    amount: fc.integer({ min: -50, max: 50 }),
    bankAccountId: fc.constant('a'),
    importBatchId: fc.constant(null),
    state: fc.constant('uncoded' as const),
    codedAccountCodes: fc.constant([]),
  });

  it('on random trees and lines', () => {
    let matched = 0;
    fc.assert(
      fc.property(fc.array(tree, { minLength: 1, maxLength: 8 }), fc.array(line, { minLength: 1, maxLength: 20 }), (trees, lines) => {
        const index = new KeyIndex(trees);
        for (const l of lines) {
          const found = new Set(index.candidates(texts(l.description, l.payee, l.reference)));
          trees.forEach((t, i) => {
            if (!matchesConditions(t, l)) return;
            matched++;
            expect(found.has(i), `rule ${i} ${JSON.stringify(t)} on ${JSON.stringify(l)}`).toBe(true);
          });
        }
      }),
      { numRuns: 400 },
    );
    expect(matched).toBeGreaterThan(500);
  });
});
