import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compactAbn, formatAbn, isValidAbn } from './abn.js';

const fixtures = path.resolve(import.meta.dirname, '../../../test-fixtures/abn');

const lines = (file: string) =>
  readFileSync(path.join(fixtures, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));

describe('ABN', () => {
  it('accepts the ABR worked example and rejects a one-digit change', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('99 999 999 999')).toBe(false);
  });

  it('rejects wrong lengths and letters', () => {
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('518247535566')).toBe(false);
    expect(isValidAbn('5182475355A')).toBe(false);
    expect(isValidAbn('')).toBe(false);
  });

  it('compacts spacing, no-break spaces, hyphens and an AU prefix, and formats in groups', () => {
    expect(compactAbn(' AU 51 824 753 556\u00a0')).toBe('51824753556');
    expect(compactAbn('51-824-753-556')).toBe('51824753556');
    expect(compactAbn('51\u2011824\u00a0753–556')).toBe('51824753556');
    expect(isValidAbn('51-824753-556')).toBe(true);
    expect(isValidAbn('51-824753-557')).toBe(false);
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });

  it('validates every ABN python-stdnum found online', () => {
    const abns = lines('stdnum__test_au_abn.valid.txt');
    expect(abns.length).toBeGreaterThan(100);
    expect(abns.filter((abn) => !isValidAbn(abn))).toEqual([]);
  });

  it('agrees with validator.js isVAT(AU) on valid and mutated numbers', () => {
    const cases = lines('validatorjs__isVAT_AU.tsv')
      .slice(1)
      .map((line) => line.split('\t'));
    expect(cases.length).toBeGreaterThan(15);
    for (const [expected, input] of cases) expect([input, isValidAbn(input ?? '')]).toEqual([input, expected === 'valid']);
  });

  it('derives the ABN of each ACN pair with a valid check', () => {
    for (const line of lines('stdnum__test_au_acn.acn-to-abn-pairs.txt')) {
      const abn = line.split('/')[1] ?? '';
      expect([abn, isValidAbn(abn)]).toEqual([abn, true]);
    }
  });
});
