/**
 * The regular expressions a rule may hold: a small subset parsed here and written out as ONE
 * pattern that JavaScript (`new RegExp(p, 'u')`) and PostgreSQL (`text ~ p`) read the same way
 * on normalised text. The subset: literals, `.`, classes and ranges, `\d \w \s \D \W \S` (spelt
 * out in ASCII: PostgreSQL's follow the locale), `^ $`, `\b \B` (spelt out as lookarounds),
 * groups, `|`, greedy `* + ? {n} {n,} {n,m}`. Literal letters are folded like the text they
 * meet. Refused, with the character where it fails: back-references, lookaround and other `(?`
 * syntax, lazy repeats, repeats of a group that holds repeats or alternatives (`(a+)+`, the
 * backtracking traps of JavaScript), repeats over MAX_REPEAT, deep nesting, long patterns.
 */
import { message, renderMessage, type Message, type MessageKey } from '../messages/index.js';
import { foldCharacter } from './normalise.js';
import { bracket, complementRanges, DIGIT, foldRanges, mergeRanges, SPACE, WORD, type CodeRange } from './regex-sets.js';

export const MAX_PATTERN_LENGTH = 200;
export const MAX_REPEAT = 100;
export const MAX_GROUP_NESTING = 5;

export class RulePatternError extends Error {
  /** The reason and where, in either language. */
  readonly said: Message;
  constructor(
    readonly reason: Message,
    /** 1-based character of the pattern where it fails. */
    readonly position: number,
  ) {
    const said = message('rules.patternAt', { reason, position });
    super(renderMessage('en', said));
    this.said = said;
    this.name = 'RulePatternError';
  }
}

type PatternProblem = Extract<MessageKey, `rules.pattern.${string}`>;
const why = (key: PatternProblem, params?: Message['params']) => message(key, params);

/** Characters that mean something outside a class in either engine, escaped by a backslash in both. */
const SYNTAX = new Set('^$\\.*+?()[]{}|/');

/** One character as a literal of both engines; the text it meets is already folded, so fold it too. */
function literal(ch: string): string {
  const folded = foldCharacter(ch);
  return SYNTAX.has(folded) ? `\\${folded}` : folded;
}

/** Normalised text as a pattern that finds exactly it. */
export function literalPattern(text: string): string {
  return [...text].map(literal).join('');
}

/** The pattern `matchesWord` runs: the value bounded by the ends or by anything but a–z and 0–9. */
export function wordPattern(normalisedValue: string): string {
  return `(?:^|[^0-9a-z])${literalPattern(normalisedValue)}(?:[^0-9a-z]|$)`;
}

const WORD_CLASS = bracket(WORD, false);
const WORD_BOUNDARY = `(?:(?<=${WORD_CLASS})(?!${WORD_CLASS})|(?<!${WORD_CLASS})(?=${WORD_CLASS}))`;
const NOT_WORD_BOUNDARY = `(?:(?<=${WORD_CLASS})(?=${WORD_CLASS})|(?<!${WORD_CLASS})(?!${WORD_CLASS}))`;

/** `\d \w \s`; their capitals are the complements. */
const CLASS_ESCAPES: Record<string, readonly CodeRange[]> = { d: DIGIT, w: WORD, s: SPACE };

function classEscape(ch: string): { set: readonly CodeRange[]; negated: boolean } | undefined {
  const set = CLASS_ESCAPES[ch.toLowerCase()];
  return set && { set, negated: ch !== ch.toLowerCase() };
}
const CONTROL_ESCAPES: Record<string, string> = { t: '\t', n: '\n', r: '\r', f: '\f', v: '\v' };

interface Piece {
  text: string;
  /** Holds a repeat, or alternatives: may not be repeated itself. */
  repeats: boolean;
  alternates: boolean;
  assertion: boolean;
}

const piece = (text: string, assertion = false): Piece => ({ text, repeats: false, alternates: false, assertion });

class Parser {
  private i = 0;

  constructor(private readonly cs: readonly string[]) {}

  parse(): string {
    const result = this.alternation(0);
    if (this.i < this.cs.length) this.fail(why('rules.pattern.unmatchedParen'));
    return result.text;
  }

  private fail(reason: Message, at = this.i): never {
    throw new RulePatternError(reason, at + 1);
  }

  private alternation(depth: number): Piece {
    const branches: Piece[] = [];
    const starts: number[] = [];
    do {
      if (branches.length > 0) this.i++;
      starts.push(this.i);
      branches.push(this.sequence(depth));
    } while (this.cs[this.i] === '|');
    const empty = branches.findIndex((b) => b.text === '');
    if (branches.length > 1 && empty >= 0) this.fail(why('rules.pattern.emptyAlternative'), starts[empty]);
    return {
      text: branches.map((b) => b.text).join('|'),
      repeats: branches.some((b) => b.repeats),
      alternates: branches.length > 1 || branches.some((b) => b.alternates),
      assertion: branches.every((b) => b.assertion),
    };
  }

  private sequence(depth: number): Piece {
    const parts: Piece[] = [];
    while (this.i < this.cs.length && this.cs[this.i] !== '|' && this.cs[this.i] !== ')') {
      parts.push(this.quantified(this.atom(depth)));
    }
    return {
      text: parts.map((p) => p.text).join(''),
      repeats: parts.some((p) => p.repeats),
      alternates: parts.some((p) => p.alternates),
      assertion: parts.length > 0 && parts.every((p) => p.assertion),
    };
  }

  private atom(depth: number): Piece {
    const ch = this.cs[this.i] ?? '';
    switch (ch) {
      case '(':
        return this.group(depth);
      case '[':
        return this.characterClass();
      case '\\':
        return this.escape();
      case '.':
        this.i++;
        // Any character but a line break in JavaScript, any at all in PostgreSQL: normalised text has none.
        return piece('.');
      case '^':
      case '$':
        this.i++;
        return piece(ch, true);
      case '*':
      case '+':
      case '?':
        return this.fail(why('rules.pattern.nothingToRepeat'));
      case '{':
        return this.fail(why(this.bound() ? 'rules.pattern.nothingToRepeat' : 'rules.pattern.escapeBrace'));
      case '}':
      case ']':
        return this.fail(why('rules.pattern.escapeBracket', { bracket: ch }));
      default:
        this.i++;
        return piece(literal(ch));
    }
  }

  private group(depth: number): Piece {
    const open = this.i;
    this.i++;
    if (this.cs[this.i] === '?') {
      const next = this.cs[this.i + 1];
      const after = this.cs[this.i + 2];
      if (next === '=' || next === '!' || (next === '<' && (after === '=' || after === '!')))
        this.fail(why('rules.pattern.lookaround'), open);
      if (next === '<') this.fail(why('rules.pattern.namedGroup'), open);
      if (next !== ':') this.fail(why('rules.pattern.unknownGroup'), open);
      this.i += 2;
    }
    if (depth + 1 > MAX_GROUP_NESTING) this.fail(why('rules.pattern.nestedTooDeep', { max: MAX_GROUP_NESTING }), open);
    const inner = this.alternation(depth + 1);
    if (this.cs[this.i] !== ')') this.fail(why('rules.pattern.unclosedGroup'), open);
    if (inner.text === '') this.fail(why('rules.pattern.emptyGroup'), open);
    this.i++;
    return { ...inner, text: `(?:${inner.text})` };
  }

  private escape(): Piece {
    const at = this.i;
    const ch = this.cs[this.i + 1];
    if (ch === undefined) this.fail(why('rules.pattern.loneBackslash'), at);
    this.i += 2;
    const escape = classEscape(ch);
    if (escape) return piece(bracket(escape.set, escape.negated));
    if (ch === 'b') return piece(WORD_BOUNDARY, true);
    if (ch === 'B') return piece(NOT_WORD_BOUNDARY, true);
    return piece(literal(this.escapedCharacter(ch, at)));
  }

  /** The character an escape stands for, outside or inside a class; refuses the rest. */
  private escapedCharacter(ch: string, at: number): string {
    const control = CONTROL_ESCAPES[ch];
    if (control) return control;
    if (/^[1-9k]$/.test(ch)) this.fail(why('rules.pattern.backReference'), at);
    if (/^[0-9A-Za-z]$/.test(ch)) this.fail(why('rules.pattern.unknownEscape', { escape: ch }), at);
    return ch;
  }

  private quantified(atom: Piece): Piece {
    const at = this.i;
    const ch = this.cs[this.i];
    let optional = false;
    if (ch === '*' || ch === '+' || ch === '?') {
      optional = ch === '?';
      this.i++;
    } else if (ch === '{') {
      const bound = this.bound();
      if (!bound) this.fail(why('rules.pattern.braceOrRepeat'));
      this.i = bound.end;
    } else return atom;
    if (atom.assertion) this.fail(why('rules.pattern.nothingToRepeat'), at);
    if (!optional && (atom.repeats || atom.alternates)) this.fail(why('rules.pattern.repeatedRepeat'), at);
    const next = this.cs[this.i];
    if (next === '?') this.fail(why('rules.pattern.lazy'));
    if (next === '*' || next === '+' || (next === '{' && this.bound())) this.fail(why('rules.pattern.twoRepeats'));
    return { ...atom, text: atom.text + this.cs.slice(at, this.i).join(''), repeats: true };
  }

  /** `{n}`, `{n,}` or `{n,m}` at the cursor, checked, without moving; undefined when it is none. */
  private bound(): { end: number } | undefined {
    const rest = this.cs.slice(this.i, this.i + 12).join('');
    const match = /^\{(\d+)(,(\d*))?\}/.exec(rest);
    if (!match) return undefined;
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] ? Number(match[3]) : undefined;
    if (min > MAX_REPEAT || (max ?? 0) > MAX_REPEAT) this.fail(why('rules.pattern.repeatTooMany', { max: MAX_REPEAT }));
    if (max !== undefined && max < min) this.fail(why('rules.pattern.repeatBackwards'));
    return { end: this.i + [...match[0]].length };
  }

  private characterClass(): Piece {
    const open = this.i;
    this.i++;
    const negated = this.cs[this.i] === '^';
    if (negated) this.i++;
    if (this.cs[this.i] === ']') this.fail(why('rules.pattern.emptyClass'));
    const ranges: CodeRange[] = [];
    while (this.cs[this.i] !== ']') {
      if (this.i >= this.cs.length) this.fail(why('rules.pattern.unclosedClass'), open);
      const start = this.i;
      const member = this.classMember();
      if (this.cs[this.i] === '-' && this.cs[this.i + 1] !== ']' && this.i + 1 < this.cs.length) {
        this.i++;
        const end = this.classMember();
        if (typeof member !== 'number' || typeof end !== 'number') this.fail(why('rules.pattern.rangeEnds'), start);
        if (end < member) this.fail(why('rules.pattern.rangeBackwards'), start);
        ranges.push([member, end]);
      } else if (typeof member === 'number') ranges.push([member, member]);
      else ranges.push(...member);
    }
    this.i++;
    return piece(bracket(foldRanges(mergeRanges(ranges)), negated));
  }

  /** A code point, or the set of a class escape such as \d. */
  private classMember(): number | readonly CodeRange[] {
    const ch = this.cs[this.i] ?? '';
    this.i++;
    if (ch !== '\\') return ch.codePointAt(0) ?? 0;
    const at = this.i - 1;
    const next = this.cs[this.i];
    if (next === undefined) this.fail(why('rules.pattern.unclosedClass'), at);
    this.i++;
    const escape = classEscape(next);
    if (escape) return escape.negated ? complementRanges(escape.set) : escape.set;
    if (next === 'b' || next === 'B') this.fail(why('rules.pattern.boundaryInClass', { escape: next }), at);
    return this.escapedCharacter(next, at).codePointAt(0) ?? 0;
  }
}

/** Why a user's pattern is outside the portable subset and where, or null when it is inside. */
export function patternProblem(userPattern: string): Message | null {
  try {
    portablePattern(userPattern);
    return null;
  } catch (error) {
    if (error instanceof RulePatternError) return error.said;
    throw error;
  }
}

/** The portable form of a user's pattern; throws RulePatternError outside the subset. */
export function portablePattern(userPattern: string): string {
  const cs = [...userPattern];
  if (cs.length === 0) throw new RulePatternError(why('rules.pattern.empty'), 1);
  if (cs.length > MAX_PATTERN_LENGTH)
    throw new RulePatternError(why('rules.pattern.tooLong', { max: MAX_PATTERN_LENGTH }), MAX_PATTERN_LENGTH + 1);
  // NUL and lone surrogates: no PostgreSQL text holds them.
  const stray = cs.findIndex((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return code === 0 || (code >= 0xd800 && code <= 0xdfff);
  });
  if (stray >= 0) throw new RulePatternError(why('rules.pattern.invalidCharacter'), stray + 1);
  return new Parser(cs).parse();
}
