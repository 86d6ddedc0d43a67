/**
 * "Make a rule from this line": which words of a coded line's description separate it from the
 * business's lines coded to other accounts, the condition trees worth trying from the fewest
 * conditions up (words and direction, then payee, then an amount range or the amount itself),
 * and the splits that repeat its coding. Choosing is done here from the coded history; what a
 * tree really matches is counted by the rules' own SQL, never by a second matcher.
 */
import type { TaxCode } from '../ledger.js';
import type { RuleSplit } from './actions.js';
import type { Condition, ConditionGroup } from './conditions.js';
import type { CodedExample } from './suggest.js';
import { descriptionTokens } from './tokens.js';

export interface CodedLine {
  description: string;
  payee: string;
  amount: number;
  /** The account the line is mainly coded to (its largest split). */
  accountCode: string;
}

/** More words than this make a rule that reads like the one line it came from. */
export const MAX_RULE_TOKENS = 3;

interface Tally {
  same: number;
  elsewhere: number;
}

const isSpend = (amount: number) => amount < 0;

/**
 * The fewest description words whose lines (spending or receiving as this one) are coded to the
 * line's account rather than elsewhere, chosen greedily: first the word that leaves the fewest
 * lines coded elsewhere (then the most coded alike, then the earliest), then another only while
 * it drops more lines coded elsewhere than lines coded alike, so one stray miscoding does not
 * turn the rule into a copy of this line.
 */
export function distinctiveTokens(line: CodedLine, history: readonly CodedExample[], max = MAX_RULE_TOKENS): string[] {
  const candidates = descriptionTokens(line.description);
  const examples = history
    .filter((e) => isSpend(e.amount) === isSpend(line.amount))
    .map((e) => ({ tokens: new Set(descriptionTokens(e.description)), same: e.accountCode === line.accountCode, count: e.count }));
  const tally = (chosen: readonly string[]): Tally => {
    const result = { same: 0, elsewhere: 0 };
    for (const e of examples) {
      if (!chosen.every((token) => e.tokens.has(token))) continue;
      if (e.same) result.same += e.count;
      else result.elsewhere += e.count;
    }
    return result;
  };
  const chosen: string[] = [];
  let current: Tally | null = null;
  while (chosen.length < max && current?.elsewhere !== 0) {
    let best: (Tally & { token: string }) | null = null;
    for (const token of candidates) {
      if (chosen.includes(token)) continue;
      const next = tally([...chosen, token]);
      if (!best || next.elsewhere < best.elsewhere || (next.elsewhere === best.elsewhere && next.same > best.same))
        best = { token, ...next };
    }
    if (!best) break;
    if (current && current.elsewhere - best.elsewhere <= current.same - best.same) break;
    chosen.push(best.token);
    current = best;
  }
  return chosen;
}

/** The smallest and largest absolute amount of the line and its history alike: coded to its account, with all its words. */
function amountRange(line: CodedLine, tokens: readonly string[], history: readonly CodedExample[]): [number, number] {
  let min = Math.abs(line.amount);
  let max = min;
  for (const e of history) {
    if (e.accountCode !== line.accountCode || isSpend(e.amount) !== isSpend(line.amount)) continue;
    const words = new Set(descriptionTokens(e.description));
    if (!tokens.every((token) => words.has(token))) continue;
    min = Math.min(min, Math.abs(e.amount));
    max = Math.max(max, Math.abs(e.amount));
  }
  return [min, max];
}

/**
 * The condition trees to count, fewest conditions first: the words (or, for a line without one,
 * its whole description) and the direction; then with the payee, an amount range seen on the
 * account's lines, both, the line's own amount, and the payee with it. Duplicates are left out.
 */
export function conditionCandidates(line: CodedLine, tokens: readonly string[], history: readonly CodedExample[]): ConditionGroup[] {
  const words: Condition[] =
    tokens.length > 0
      ? tokens.map((value) => ({ field: 'description', op: 'matchesWord', value }))
      : line.description.trim()
        ? [{ field: 'description', op: 'equals', value: line.description.trim() }]
        : [];
  const base: Condition[] = [...words, { field: 'direction', op: 'equals', value: isSpend(line.amount) ? 'spend' : 'receive' }];
  const payee: Condition[] = line.payee.trim() ? [{ field: 'payee', op: 'equals', value: line.payee.trim() }] : [];
  const [min, max] = amountRange(line, tokens, history);
  const range: Condition = min === max ? { field: 'absAmount', op: 'equals', value: min } : { field: 'absAmount', op: 'between', min, max };
  const exact: Condition = { field: 'absAmount', op: 'equals', value: Math.abs(line.amount) };
  const trees = [[], payee, [range], [...payee, range], [exact], [...payee, exact]].map((extra): ConditionGroup => ({
    match: 'all',
    conditions: [...base, ...extra],
  }));
  const seen = new Set<string>();
  return trees.filter((tree) => {
    const key = JSON.stringify(tree);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface CodedSplit {
  accountCode: string;
  taxCode: TaxCode | null;
  /** Signed cents, like the bank amount. */
  amount: number;
  description: string | null;
}

/** The line's coding as rule splits: one split takes the remainder; with several, the largest does and the others keep their percentage. */
export function splitsOfCoding(lines: readonly CodedSplit[]): RuleSplit[] {
  const total = lines.reduce((sum, l) => sum + Math.abs(l.amount), 0) || 1;
  const largest = lines.reduce((best, l, i) => (Math.abs(l.amount) > Math.abs(lines[best]?.amount ?? 0) ? i : best), 0);
  return lines.map((l, i) => ({
    accountCode: l.accountCode,
    taxCode: l.taxCode,
    share:
      i === largest
        ? { kind: 'remainder' }
        : { kind: 'percent', basisPoints: Math.min(9_999, Math.max(1, Math.round((Math.abs(l.amount) * 10_000) / total))) },
    description: l.description,
  }));
}
