import { describe, expect, it } from 'vitest';
import { newCondition, newGroup, type DraftGroup } from './conditionDraft';
import { sampleResult } from './SampleLineCheck';

const uberSpend: DraftGroup = {
  ...newGroup('all'),
  conditions: [
    { ...newCondition('anyText'), op: 'matchesWord', value: 'Uber' },
    { ...newCondition('amount'), op: 'lt', value: '0' },
  ],
};
const line = { description: 'VISA PURCHASE  ÜBER *TRIP', reference: '', payee: '', amount: '-23.40', date: '2026-03-02' };

describe('sample line check', () => {
  it('runs the domain evaluator on the typed line, text folded and dollars read as cents', () => {
    expect(sampleResult(uberSpend, line)).toBe(true);
    expect(sampleResult(uberSpend, { ...line, amount: '23.40' })).toBe(false);
    expect(sampleResult(uberSpend, { ...line, description: 'UBEREATS' })).toBe(false);
  });

  it('waits for conditions and a line that read', () => {
    expect(sampleResult(uberSpend, { ...line, date: null })).toBeNull();
    expect(sampleResult(uberSpend, { ...line, amount: 'abc' })).toBeNull();
    expect(sampleResult(newGroup('all'), line)).toBeNull();
  });
});
