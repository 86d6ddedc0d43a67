import { describe, expect, it } from 'vitest';
import { normaliseText } from './normalise.js';
import { literalPattern, MAX_PATTERN_LENGTH, portablePattern, RulePatternError, wordPattern } from './regex.js';

/** What a rule's regex finds: the portable pattern run on the normalised text. */
const finds = (pattern: string, text: string) => new RegExp(portablePattern(pattern), 'u').test(normaliseText(text));

function refusal(pattern: string): { message: string; position: number } {
  try {
    portablePattern(pattern);
  } catch (error) {
    if (error instanceof RulePatternError) return { message: error.message, position: error.position };
    throw error;
  }
  throw new Error(`${pattern} was accepted`);
}

describe('portablePattern', () => {
  it('folds literal letters like the text, so case and accents do not matter', () => {
    expect(portablePattern('Café')).toBe('cafe');
    expect(finds('CAFÉ\\s+Đà', 'cafe  da lat')).toBe(true);
    expect(finds('^coles', 'Coles Supermarket')).toBe(true);
    expect(finds('^coles$', 'Coles Supermarket')).toBe(false);
  });

  it('spells class escapes and word boundaries out in ASCII', () => {
    expect(portablePattern('\\d{3}')).toBe('[0-9]{3}');
    expect(portablePattern('\\W')).toBe('[^0-9A-Z\\u005fa-z]');
    expect(portablePattern('\\bvisa\\b')).not.toContain('\\b');
    expect(finds('\\bvisa\\b', 'EFTPOS VISA 1234')).toBe(true);
    expect(finds('\\bvisa\\b', 'visaplus')).toBe(false);
    expect(finds('\\Bisa', 'visa')).toBe(true);
    expect(finds('\\s', 'a\u3000b')).toBe(true);
    expect(finds('\\S', '   ')).toBe(false);
  });

  it('folds class members and ranges, negated classes too', () => {
    expect(finds('[A-C]x', 'Bx')).toBe(true);
    expect(finds('[É]', 'e')).toBe(true);
    expect(finds('[^A-Z]', 'ABC')).toBe(false);
    expect(finds('[\\d-]+$', 'ref 12-34')).toBe(true);
    expect(finds('[a-]$', 'x-')).toBe(true);
    expect(finds('[\\]\\\\^]', 'a]')).toBe(true);
    expect(finds('[\\D]', '123')).toBe(false);
  });

  it('keeps groups, alternatives and bounded repeats', () => {
    expect(portablePattern('(visa|mastercard) \\d{4}')).toBe('(?:visa|mastercard) [0-9]{4}');
    expect(finds('(visa|mastercard) \\d{4}', 'Mastercard 1234')).toBe(true);
    expect(finds('x{2,}', 'x')).toBe(false);
    expect(finds('(?:ab)?c', 'c')).toBe(true);
    expect(finds('(?:a+b)?c', 'aabc')).toBe(true);
  });

  it('escapes the syntax characters of either engine', () => {
    expect(finds('a\\.b', 'axb')).toBe(false);
    expect(finds('a\\.b\\/c\\{\\}', 'a.b/c{}')).toBe(true);
    expect(literalPattern('1+1=2 (ok)?')).toBe('1\\+1=2 \\(ok\\)\\?');
  });

  it.each([
    ['123456(', 'Unclosed group at character 7', 7],
    ['(a+)+', 'A group holding repeats or alternatives cannot be repeated, as in (a+)+ at character 5', 5],
    ['(a|b)*', 'A group holding repeats or alternatives cannot be repeated, as in (a+)+ at character 6', 6],
    ['(a)\\1', 'Back-references are not supported at character 4', 4],
    ['x(?=a)', 'Lookahead and lookbehind are not supported at character 2', 2],
    ['(?<!a)b', 'Lookahead and lookbehind are not supported at character 1', 1],
    ['(?<year>\\d)', 'Named groups are not supported at character 1', 1],
    ['a**', 'Two repeats in a row at character 3', 3],
    ['a*?', 'Lazy repeats are not supported at character 3', 3],
    ['^*', 'Nothing to repeat at character 2', 2],
    ['\\b+', 'Nothing to repeat at character 3', 3],
    ['*a', 'Nothing to repeat at character 1', 1],
    ['ab[cd', 'Unclosed [ at character 3', 3],
    ['[]', 'Empty class: write \\] for a bracket at character 2', 2],
    ['[z-a]', 'The range is backwards at character 2', 2],
    ['[\\d-z]', 'A range must run between two characters at character 2', 2],
    ['a{3,1}', 'The repeat count is backwards at character 2', 2],
    ['a{101}', 'A repeat count may be at most 100 at character 2', 2],
    ['a{', 'Write \\{ for a brace, or a repeat like {2,5} at character 2', 2],
    ['{', 'Write \\{ for a brace at character 1', 1],
    ['a)', 'Unmatched ) at character 2', 2],
    ['a|', 'Empty alternative at character 3', 3],
    ['()', 'Empty group at character 1', 1],
    ['\\q', 'Unknown escape \\q at character 1', 1],
    ['ab\\', 'The pattern ends with a lone \\ at character 3', 3],
    ['((((((a))))))', 'Groups may be nested at most 5 deep at character 6', 6],
    ['x'.repeat(MAX_PATTERN_LENGTH + 1), 'A pattern may be at most 200 characters at character 201', 201],
  ])('refuses %s: %s', (pattern, message, position) => {
    expect(refusal(pattern)).toEqual({ message, position });
  });

  it('counts positions in characters, not UTF-16 units', () => {
    expect(refusal('😀😀(').position).toBe(3);
  });
});

describe('wordPattern', () => {
  const word = (value: string, text: string) => new RegExp(wordPattern(normaliseText(value)), 'u').test(normaliseText(text));

  it('finds the value between non-alphanumerics or the ends', () => {
    expect(word('BP', 'BP Connect 123')).toBe(true);
    expect(word('bp', 'eftpos bp-connect')).toBe(true);
    expect(word('bp', 'BPAY 1234')).toBe(false);
    expect(word('7-eleven', 'the 7-Eleven store')).toBe(true);
    expect(word('a.b', 'axb')).toBe(false);
  });
});
