import { describe, expect, it } from 'vitest';
import { changedKeys, fieldsOf, stableJson } from './jsonDiff';

describe('audit diff', () => {
  it('finds changed, added and removed fields, ignoring key order in nested values', () => {
    const before = { name: 'Harbour', status: 'active', meta: { a: 1, b: 2 }, gone: true };
    const after = { name: 'Harbour Ledger', status: 'active', meta: { b: 2, a: 1 }, added: [1] };
    expect(changedKeys(before, after)).toEqual(['added', 'gone', 'name']);
  });

  it('treats a missing side as empty', () => {
    expect(changedKeys(null, { name: 'New' })).toEqual(['name']);
    expect(changedKeys({ name: 'Old' }, null)).toEqual(['name']);
    expect(fieldsOf(null)).toEqual([]);
  });

  it('writes stable JSON', () => {
    expect(stableJson({ b: 1, a: { d: 1, c: 2 } })).toBe('{"a":{"c":2,"d":1},"b":1}');
  });
});
