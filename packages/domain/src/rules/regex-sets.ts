/**
 * Character classes of the portable regex subset as sets of code points, written out in the one
 * bracket syntax JavaScript (`u` flag) and PostgreSQL read alike: letters and digits as they are,
 * every other BMP character as `\uXXXX` (so `]`, `\`, `^`, `-` and PostgreSQL's `[:` never
 * appear raw), astral characters raw (the two engines spell their escapes differently).
 */
import { FOLD_FROM, foldCharacter } from './normalise.js';

export type CodeRange = readonly [number, number];

const MAX_CODE = 0x10ffff;
const SURROGATES: CodeRange = [0xd800, 0xdfff];

export const DIGIT: readonly CodeRange[] = [[0x30, 0x39]];
export const WORD: readonly CodeRange[] = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];
/** JavaScript's `\s` with the `u` flag, spelt out: PostgreSQL's `\s` follows the locale. */
export const SPACE: readonly CodeRange[] = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];

/** Sorted, overlaps and neighbours merged. */
export function mergeRanges(ranges: readonly CodeRange[]): CodeRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [lo, hi] of sorted) {
    const last = merged.at(-1);
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else merged.push([lo, hi]);
  }
  return merged;
}

/** Every character (NUL aside, which no text column holds) outside `ranges`. */
export function complementRanges(ranges: readonly CodeRange[]): CodeRange[] {
  const result: CodeRange[] = [];
  let next = 1;
  for (const [lo, hi] of mergeRanges(ranges)) {
    if (lo > next) result.push([next, lo - 1]);
    next = Math.max(next, hi + 1);
  }
  if (next <= MAX_CODE) result.push([next, MAX_CODE]);
  return result;
}

function contains(ranges: readonly CodeRange[], code: number): boolean {
  return ranges.some(([lo, hi]) => code >= lo && code <= hi);
}

/**
 * Adds what each member folds to (É gives é and e), so a class written with capitals or accents
 * finds the normalised text as a literal would.
 */
export function foldRanges(ranges: readonly CodeRange[]): CodeRange[] {
  const added: CodeRange[] = [];
  for (const ch of FOLD_FROM) {
    const code = ch.codePointAt(0) ?? 0;
    if (!contains(ranges, code)) continue;
    const folded = foldCharacter(ch).codePointAt(0) ?? code;
    added.push([folded, folded]);
  }
  return mergeRanges([...ranges, ...added]);
}

function endpoint(code: number): string {
  const ch = String.fromCodePoint(code);
  if (/^[0-9A-Za-z]$/.test(ch) || code > 0xffff) return ch;
  return `\\u${code.toString(16).padStart(4, '0')}`;
}

/** Surrogate code points are no characters in PostgreSQL: ranges step over them. */
function withoutSurrogates(ranges: readonly CodeRange[]): CodeRange[] {
  const [slo, shi] = SURROGATES;
  return ranges.flatMap(([lo, hi]): CodeRange[] => {
    if (hi < slo || lo > shi) return [[lo, hi]];
    const parts: CodeRange[] = [];
    if (lo < slo) parts.push([lo, slo - 1]);
    if (hi > shi) parts.push([shi + 1, hi]);
    return parts;
  });
}

export function bracket(ranges: readonly CodeRange[], negated: boolean): string {
  const body = withoutSurrogates(mergeRanges(ranges))
    .map(([lo, hi]) => (lo === hi ? endpoint(lo) : `${endpoint(lo)}-${endpoint(hi)}`))
    .join('');
  return `[${negated ? '^' : ''}${body}]`;
}
