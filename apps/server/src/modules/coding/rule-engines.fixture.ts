/**
 * Random bank lines, condition trees and portable regular expressions for the two-engine property
 * test. Lines and condition values come from one small vocabulary (with case, accents, spaces of
 * every kind and punctuation varied), so most trees match some lines and miss others.
 */
import {
  COMPARE_OPERATORS,
  TEXT_FIELDS,
  TEXT_OPERATORS,
  type Condition,
  type ConditionGroup,
  type ConditionNode,
  type LineState,
  type NumberField,
} from '@ledgerdesk/domain';
import fc from 'fast-check';

const WORDS = [
  'Coles',
  'COLES',
  'Café',
  'CAFE',
  'Đà Lạt',
  'da lat',
  'Visa',
  'eftpos',
  'EFTPOS',
  '1234',
  'INV-1001',
  'inv',
  'BP',
  'bp-connect',
  '7-Eleven',
  'a.b',
  'x%y',
  'under_score',
  'Naïve',
  'Σίσυφος',
  'ß',
  '😀',
  'Öl',
] as const;
const SEPARATORS = [' ', ' ', '  ', '\t', '\u00a0', '\u3000', '-', '/', '', '.', ' \n '] as const;

const word = fc.constantFrom(...WORDS);
const text = fc
  .array(fc.tuple(word, fc.constantFrom(...SEPARATORS)), { maxLength: 5 })
  .map((pairs) => pairs.map(([w, s]) => w + s).join(''));
const textValue = fc
  .oneof(
    word,
    fc.tuple(word, word).map(([a, b]) => `${a} ${b}`),
    text,
  )
  .map((v) => v.trim())
  .filter((v) => v.length > 0 && v.length <= 200);

/** Code points that meet the fold: ASCII, Latin-1, Latin extended, Vietnamese, spaces, marks, emoji, anything. */
export const unicodeText = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0x20, max: 0x7e }),
      fc.integer({ min: 0xa0, max: 0xff }),
      fc.integer({ min: 0x100, max: 0x24f }),
      fc.integer({ min: 0x1e00, max: 0x1eff }),
      fc.constantFrom(
        0x09,
        0x0a,
        0x0b,
        0x0c,
        0x0d,
        0x20,
        0x85,
        0xa0,
        0x1680,
        0x2000,
        0x2007,
        0x200a,
        0x200b,
        0x2028,
        0x2029,
        0x202f,
        0x205f,
        0x3000,
        0xfeff,
      ),
      fc.integer({ min: 0x300, max: 0x36f }),
      fc.integer({ min: 0x1f300, max: 0x1faff }),
      fc.integer({ min: 1, max: 0x10ffff }).filter((cp) => cp < 0xd800 || cp > 0xdfff),
    ),
    { maxLength: 40 },
  )
  .map((codes) => String.fromCodePoint(...codes));

const amount = fc.oneof(fc.constantFrom(0, -11000, 11000, -100, 100, -250000), fc.integer({ min: -500_000, max: 500_000 }));
const isoDate = fc.integer({ min: 0, max: 365 }).map((day) => new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10));
/** Codes a line may be coded to; the two bank ledgers and GST included, which `coded to` must see past. */
export const SPLIT_CODES = ['6-1250', '6-1090', '4-1000', '1-1110', '1-1120'] as const;
const ACCOUNT_CODES = [...SPLIT_CODES, '2-1300', '9-9999'] as const;

export const lineSpec = fc.record({
  text: fc.record({ description: text, reference: fc.oneof(fc.constant(''), text), payee: fc.oneof(fc.constant(''), word, text) }),
  date: isoDate,
  amount,
  inAccountB: fc.boolean(),
  batch: fc.constantFrom(0 as const, 1 as const, null),
  state: fc.constantFrom<LineState>('uncoded', 'suggested', 'coded', 'coded'),
  codedTo: fc.uniqueArray(fc.constantFrom(...SPLIT_CODES), { minLength: 1, maxLength: 2 }),
  withGst: fc.boolean(),
});
export type LineSpec = typeof lineSpec extends fc.Arbitrary<infer T> ? T : never;

interface RegexPiece {
  text: string;
  /** Holds a repeat or alternatives: the subset repeats it at most with `?`. */
  complex: boolean;
  zeroWidth: boolean;
}

const escapeSyntax = (w: string) => w.replace(/[\^$\\.*+?()[\]{}|/]/g, (ch) => `\\${ch}`);
const plain = (texts: readonly string[], zeroWidth = false) =>
  fc.constantFrom(...texts).map((t): RegexPiece => ({ text: t, complex: false, zeroWidth }));

const regexAtom0 = fc.oneof(
  plain([
    'c',
    'o',
    'l',
    'e',
    's',
    'V',
    'i',
    'a',
    'É',
    'đ',
    '1',
    '2',
    ' ',
    '-',
    'Σ',
    '😀',
    '_',
    '%',
    'ß',
    '\\.',
    '\\-',
    '\\$',
    '\\\\',
    '\\/',
    '\\t',
  ]),
  plain(['[a-e]', '[^0-9]', '[A-Z\\d]', '[É ]', '[\\W]', '[^\\s]', '[0-9-]', '[\\]x]', '[😀-😃]', '[À-Ö]', '[^a-z ]', '[.%]']),
  plain(['\\d', '\\w', '\\s', '\\D', '\\W', '\\S', '.']),
  word.map((w): RegexPiece => ({ text: escapeSyntax(w), complex: false, zeroWidth: false })),
);
const assertion = plain(['^', '$', '\\b', '\\B'], true);
const quantifier = fc.constantFrom('', '', '', '*', '+', '?', '{2}', '{1,3}', '{0,}', '{2,}');

function quantified(atom: fc.Arbitrary<RegexPiece>): fc.Arbitrary<RegexPiece> {
  return fc.tuple(atom, quantifier).map(([a, q]) => {
    const allowed = a.zeroWidth ? '' : a.complex && q !== '?' ? '' : q;
    return { text: a.text + allowed, complex: a.complex || allowed !== '', zeroWidth: a.zeroWidth };
  });
}

function alternatives(sequence: fc.Arbitrary<RegexPiece>): fc.Arbitrary<RegexPiece> {
  return fc.array(sequence, { minLength: 1, maxLength: 3 }).map((branches) => ({
    text: branches.map((b) => b.text).join('|'),
    complex: branches.length > 1 || branches.some((b) => b.complex),
    zeroWidth: branches.every((b) => b.zeroWidth),
  }));
}

function regexSequence(depth: number): fc.Arbitrary<RegexPiece> {
  const group = (inner: fc.Arbitrary<RegexPiece>) =>
    fc.tuple(alternatives(inner), fc.boolean()).map(([a, capturing]) => ({ ...a, text: `(${capturing ? '' : '?:'}${a.text})` }));
  const atom =
    depth >= 2 ? regexAtom0 : fc.oneof({ weight: 4, arbitrary: regexAtom0 }, { weight: 1, arbitrary: group(regexSequence(depth + 1)) });
  return fc
    .array(fc.oneof({ weight: 5, arbitrary: quantified(atom) }, { weight: 1, arbitrary: assertion }), { minLength: 1, maxLength: 3 })
    .map((parts) => ({
      text: parts.map((p) => p.text).join(''),
      complex: parts.some((p) => p.complex),
      zeroWidth: parts.every((p) => p.zeroWidth),
    }));
}

/** Patterns inside the portable subset, as a user would type them. */
export const portableRegex = alternatives(regexSequence(0))
  .map((p) => p.text)
  .filter((p) => [...p].length <= 200);

function numberConditions(field: NumberField, value: fc.Arbitrary<number>): fc.Arbitrary<Condition> {
  return fc.oneof(
    fc.record({ field: fc.constant(field), op: fc.constantFrom(...COMPARE_OPERATORS), value }),
    fc.record({ field: fc.constant(field), op: fc.constant('between' as const), min: value, max: value }),
    fc.record({ field: fc.constant(field), op: fc.constant('isOneOf' as const), values: fc.array(value, { minLength: 1, maxLength: 3 }) }),
  );
}

export function conditionTree(ids: { bankAccounts: readonly string[]; batches: readonly string[] }): fc.Arbitrary<ConditionGroup> {
  const field = fc.constantFrom(...TEXT_FIELDS);
  const someOf = (values: readonly string[]) => fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: values.length });
  const condition: fc.Arbitrary<Condition> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({ field, op: fc.constantFrom(...TEXT_OPERATORS.filter((op) => op !== 'matchesRegex')), value: textValue }),
    },
    { weight: 3, arbitrary: fc.record({ field, op: fc.constant('matchesRegex' as const), value: portableRegex }) },
    {
      weight: 1,
      arbitrary: fc.record({ field, op: fc.constant('isOneOf' as const), values: fc.array(textValue, { minLength: 1, maxLength: 3 }) }),
    },
    numberConditions('amount', amount),
    numberConditions('absAmount', amount.map(Math.abs)),
    numberConditions('dayOfMonth', fc.integer({ min: 1, max: 31 })),
    numberConditions('weekday', fc.integer({ min: 1, max: 7 })),
    fc.record({ field: fc.constant('date' as const), op: fc.constantFrom(...COMPARE_OPERATORS), value: isoDate }),
    fc.record({ field: fc.constant('date' as const), op: fc.constant('between' as const), from: isoDate, to: isoDate }),
    fc.record({
      field: fc.constant('direction' as const),
      op: fc.constant('equals' as const),
      value: fc.constantFrom('spend' as const, 'receive' as const),
    }),
    fc.record({ field: fc.constant('bankAccount' as const), op: fc.constant('isOneOf' as const), values: someOf(ids.bankAccounts) }),
    fc.record({ field: fc.constant('importBatch' as const), op: fc.constant('isOneOf' as const), values: someOf(ids.batches) }),
    fc.record(
      {
        field: fc.constant('state' as const),
        op: fc.constant('equals' as const),
        value: fc.constantFrom<LineState>('uncoded', 'suggested', 'coded'),
        accountCode: fc.constantFrom(...ACCOUNT_CODES),
      },
      { requiredKeys: ['field', 'op', 'value'] },
    ),
  );
  const group = (depth: number): fc.Arbitrary<ConditionGroup> => {
    const node: fc.Arbitrary<ConditionNode> =
      depth >= 3 ? condition : fc.oneof({ weight: 3, arbitrary: condition }, { weight: 1, arbitrary: group(depth + 1) });
    return fc.record({
      match: fc.constantFrom('all' as const, 'any' as const),
      conditions: fc.array(node, { minLength: 1, maxLength: 4 }),
    });
  };
  return group(1);
}
