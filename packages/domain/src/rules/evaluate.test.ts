import { describe, expect, it } from 'vitest';
import type { Condition, ConditionGroup, RuleLine } from './conditions.js';
import { renderMessage } from '../messages/index.js';
import { conditionsProblem as problemOf, matchesConditions } from './evaluate.js';

/** The problem as English and Vietnamese readers see it. */
function conditionsProblem(tree: ConditionGroup) {
  const problem = problemOf(tree);
  return problem && { path: problem.path, message: renderMessage('en', problem.message), vi: renderMessage('vi', problem.message) };
}

const ACCOUNT_A = '00000000-0000-4000-8000-00000000000a';
const ACCOUNT_B = '00000000-0000-4000-8000-00000000000b';
const BATCH = '00000000-0000-4000-8000-0000000000c1';

const line = (overrides: Partial<RuleLine> = {}): RuleLine => ({
  date: '2024-07-03', // a Wednesday
  description: 'EFTPOS  Café  Đà Lạt 1234',
  reference: 'INV-1001',
  payee: 'Highlands Coffee',
  amount: -11000,
  bankAccountId: ACCOUNT_A,
  importBatchId: BATCH,
  state: 'uncoded',
  codedAccountCodes: [],
  ...overrides,
});

const all = (...conditions: ConditionGroup['conditions']): ConditionGroup => ({ match: 'all', conditions });
const any = (...conditions: ConditionGroup['conditions']): ConditionGroup => ({ match: 'any', conditions });
const meets = (condition: Condition, l = line()) => matchesConditions(all(condition), l);

describe('matchesConditions: text', () => {
  it('ignores case, accents and repeated spaces on both sides', () => {
    expect(meets({ field: 'description', op: 'contains', value: 'cafe da  LAT' })).toBe(true);
    expect(meets({ field: 'description', op: 'equals', value: 'eftpos cafe đà lạt 1234' })).toBe(true);
    expect(meets({ field: 'description', op: 'startsWith', value: 'Eftpos Café' })).toBe(true);
    expect(meets({ field: 'description', op: 'endsWith', value: 'LAT 1234' })).toBe(true);
    expect(meets({ field: 'description', op: 'endsWith', value: 'lat' })).toBe(false);
  });

  it('notContains is the negation of contains', () => {
    expect(meets({ field: 'payee', op: 'notContains', value: 'coffee' })).toBe(false);
    expect(meets({ field: 'payee', op: 'notContains', value: 'tea' })).toBe(true);
    expect(meets({ field: 'reference', op: 'contains', value: 'inv-10' })).toBe(true);
  });

  it('anyText matches when one field does, and its notContains when none contains', () => {
    expect(meets({ field: 'anyText', op: 'contains', value: 'highlands' })).toBe(true);
    expect(meets({ field: 'anyText', op: 'equals', value: 'inv-1001' })).toBe(true);
    expect(meets({ field: 'anyText', op: 'notContains', value: 'highlands' })).toBe(false);
    expect(meets({ field: 'anyText', op: 'notContains', value: 'woolworths' })).toBe(true);
  });

  it('matchesWord needs the value bounded by non-alphanumerics or the ends', () => {
    expect(meets({ field: 'description', op: 'matchesWord', value: 'CAFE' })).toBe(true);
    expect(meets({ field: 'description', op: 'matchesWord', value: 'caf' })).toBe(false);
    expect(meets({ field: 'reference', op: 'matchesWord', value: 'inv' })).toBe(true);
    expect(meets({ field: 'description', op: 'matchesWord', value: '123' })).toBe(false);
  });

  it('matchesRegex runs the portable pattern on the normalised text', () => {
    expect(meets({ field: 'description', op: 'matchesRegex', value: '^eftpos\\s+CAFÉ.*\\d{4}$' })).toBe(true);
    expect(meets({ field: 'reference', op: 'matchesRegex', value: '^inv-\\d{3}$' })).toBe(false);
    expect(() => meets({ field: 'reference', op: 'matchesRegex', value: '(a+)+' })).toThrow(/character 5/);
  });

  it('isOneOf is equals any of the values', () => {
    expect(meets({ field: 'payee', op: 'isOneOf', values: ['Starbucks', 'HIGHLANDS  COFFEE'] })).toBe(true);
    expect(meets({ field: 'payee', op: 'isOneOf', values: ['Highlands'] })).toBe(false);
  });
});

describe('matchesConditions: numbers, dates and the rest', () => {
  it('compares signed amounts and absolute amounts', () => {
    expect(meets({ field: 'amount', op: 'lt', value: 0 })).toBe(true);
    expect(meets({ field: 'amount', op: 'lte', value: -11000 })).toBe(true);
    expect(meets({ field: 'amount', op: 'gt', value: -11000 })).toBe(false);
    expect(meets({ field: 'amount', op: 'gte', value: -11000 })).toBe(true);
    expect(meets({ field: 'absAmount', op: 'equals', value: 11000 })).toBe(true);
    expect(meets({ field: 'amount', op: 'isOneOf', values: [11000, -11000] })).toBe(true);
  });

  it('between includes both bounds, negative ones too', () => {
    expect(meets({ field: 'amount', op: 'between', min: -11000, max: -5000 })).toBe(true);
    expect(meets({ field: 'amount', op: 'between', min: -20000, max: -11000 })).toBe(true);
    expect(meets({ field: 'amount', op: 'between', min: -10999, max: 0 })).toBe(false);
    expect(meets({ field: 'absAmount', op: 'between', min: 11000, max: 11000 })).toBe(true);
    expect(meets({ field: 'date', op: 'between', from: '2024-07-03', to: '2024-07-03' })).toBe(true);
    expect(meets({ field: 'date', op: 'between', from: '2024-07-04', to: '2024-12-31' })).toBe(false);
  });

  it('reads day of month and the ISO weekday from the date', () => {
    expect(meets({ field: 'dayOfMonth', op: 'equals', value: 3 })).toBe(true);
    expect(meets({ field: 'weekday', op: 'equals', value: 3 })).toBe(true);
    expect(meets({ field: 'weekday', op: 'equals', value: 7 }, line({ date: '2024-07-07' }))).toBe(true);
    expect(meets({ field: 'date', op: 'lt', value: '2024-07-04' })).toBe(true);
    expect(meets({ field: 'date', op: 'gt', value: '2024-07-03' })).toBe(false);
  });

  it('direction: spend is below zero, receive above', () => {
    expect(meets({ field: 'direction', op: 'equals', value: 'spend' })).toBe(true);
    expect(meets({ field: 'direction', op: 'equals', value: 'receive' })).toBe(false);
    expect(meets({ field: 'direction', op: 'equals', value: 'receive' }, line({ amount: 1 }))).toBe(true);
    expect(meets({ field: 'direction', op: 'equals', value: 'spend' }, line({ amount: 0 }))).toBe(false);
  });

  it('bank account and import batch are one of the ids; no batch matches none', () => {
    expect(meets({ field: 'bankAccount', op: 'isOneOf', values: [ACCOUNT_B, ACCOUNT_A] })).toBe(true);
    expect(meets({ field: 'bankAccount', op: 'isOneOf', values: [ACCOUNT_B] })).toBe(false);
    expect(meets({ field: 'importBatch', op: 'isOneOf', values: [BATCH] })).toBe(true);
    expect(meets({ field: 'importBatch', op: 'isOneOf', values: [BATCH] }, line({ importBatchId: null }))).toBe(false);
  });

  it('state, and coded to an account among its splits', () => {
    const coded = line({ state: 'coded', codedAccountCodes: ['6-1250', '6-1090'] });
    expect(meets({ field: 'state', op: 'equals', value: 'uncoded' })).toBe(true);
    expect(meets({ field: 'state', op: 'equals', value: 'suggested' })).toBe(false);
    expect(meets({ field: 'state', op: 'equals', value: 'coded' }, coded)).toBe(true);
    expect(meets({ field: 'state', op: 'equals', value: 'coded', accountCode: '6-1090' }, coded)).toBe(true);
    expect(meets({ field: 'state', op: 'equals', value: 'coded', accountCode: '4-1000' }, coded)).toBe(false);
  });

  it('nests ALL and ANY groups', () => {
    const tree = all(
      { field: 'direction', op: 'equals', value: 'spend' },
      any(
        { field: 'payee', op: 'contains', value: 'starbucks' },
        all({ field: 'anyText', op: 'contains', value: 'coffee' }, { field: 'weekday', op: 'lte', value: 5 }),
      ),
    );
    expect(matchesConditions(tree, line())).toBe(true);
    expect(matchesConditions(tree, line({ date: '2024-07-06' }))).toBe(false);
    expect(matchesConditions(tree, line({ amount: 500 }))).toBe(false);
  });
});

describe('conditionsProblem', () => {
  it('names the path of a bad regex', () => {
    const tree = all({ field: 'payee', op: 'contains', value: 'x' }, any({ field: 'description', op: 'matchesRegex', value: 'visa (x' }));
    expect(conditionsProblem(tree)).toEqual({
      path: 'conditions.1.conditions.0.value',
      message: 'Unclosed group at character 6',
      vi: 'Nhóm chưa được đóng tại ký tự thứ 6',
    });
  });

  it('reports the limits, backwards bounds and an account on a state other than coded', () => {
    expect(conditionsProblem(all(any()))).toMatchObject({ path: '', message: 'A rule needs at least one condition.' });
    expect(conditionsProblem(all({ field: 'amount', op: 'between', min: 5, max: 1 }))).toEqual({
      path: 'conditions.0.max',
      message: 'The upper bound is below the lower bound.',
      vi: 'Giới hạn trên nhỏ hơn giới hạn dưới.',
    });
    expect(conditionsProblem(all({ field: 'date', op: 'between', from: '2024-02-01', to: '2024-01-01' }))?.path).toBe('conditions.0.to');
    expect(conditionsProblem(all({ field: 'state', op: 'equals', value: 'uncoded', accountCode: '6-1250' }))?.path).toBe(
      'conditions.0.accountCode',
    );
  });

  it('accepts a sound tree', () => {
    expect(conditionsProblem(all({ field: 'description', op: 'matchesRegex', value: '\\bvisa\\b' }))).toBeNull();
  });
});
