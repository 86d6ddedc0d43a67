/**
 * The condition tree evaluated on one line, in JavaScript: the editor's live check and the unit
 * tests. The server's SQL compiler (apps/server/src/modules/coding/rule-sql.ts) must give the same
 * answer on every line; a property test holds the two together, so a change of meaning here is
 * a change there too.
 */
import { conditionLimitProblem, isGroup, type Condition, type ConditionGroup, type RuleLine, type TextField } from './conditions.js';
import { normaliseText } from './normalise.js';
import { message, type Message } from '../messages/index.js';
import { patternProblem, portablePattern, wordPattern } from './regex.js';

type TextCondition = Extract<Condition, { field: TextField }>;
type Comparable = number | string;

const compiled = new Map<string, RegExp>();

/** Patterns are few and met on every line: each is translated and compiled once. */
function regex(op: 'matchesWord' | 'matchesRegex', value: string): RegExp {
  const key = `${op}\u0000${value}`;
  let re = compiled.get(key);
  if (!re) {
    // The editor checks a new pattern at every keystroke: keep the cache from growing without end.
    if (compiled.size >= 500) compiled.clear();
    re = new RegExp(op === 'matchesWord' ? wordPattern(value) : portablePattern(value), 'u');
    compiled.set(key, re);
  }
  return re;
}

function textTest(condition: TextCondition): (text: string) => boolean {
  if (condition.op === 'isOneOf') {
    const values = new Set(condition.values.map(normaliseText));
    return (text) => values.has(text);
  }
  const value = normaliseText(condition.value);
  switch (condition.op) {
    case 'contains':
    case 'notContains':
      return (text) => text.includes(value);
    case 'equals':
      return (text) => text === value;
    case 'startsWith':
      return (text) => text.startsWith(value);
    case 'endsWith':
      return (text) => text.endsWith(value);
    case 'matchesWord': {
      const re = regex('matchesWord', value);
      return (text) => re.test(text);
    }
    case 'matchesRegex': {
      const re = regex('matchesRegex', condition.value);
      return (text) => re.test(text);
    }
  }
}

function lineTexts(field: TextField, line: RuleLine): string[] {
  if (field === 'anyText') return [line.description, line.reference, line.payee].map(normaliseText);
  return [normaliseText(line[field])];
}

function compare(actual: Comparable, op: 'equals' | 'lt' | 'lte' | 'gt' | 'gte', expected: Comparable): boolean {
  switch (op) {
    case 'equals':
      return actual === expected;
    case 'lt':
      return actual < expected;
    case 'lte':
      return actual <= expected;
    case 'gt':
      return actual > expected;
    case 'gte':
      return actual >= expected;
  }
}

/** ISO weekday of an ISO date: Monday 1 to Sunday 7. */
function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

function numberOf(field: 'amount' | 'absAmount' | 'dayOfMonth' | 'weekday', line: RuleLine): number {
  switch (field) {
    case 'amount':
      return line.amount;
    case 'absAmount':
      return Math.abs(line.amount);
    case 'dayOfMonth':
      return Number(line.date.slice(8, 10));
    case 'weekday':
      return isoWeekday(line.date);
  }
}

function matchesCondition(c: Condition, line: RuleLine): boolean {
  switch (c.field) {
    case 'description':
    case 'reference':
    case 'payee':
    case 'anyText': {
      const found = lineTexts(c.field, line).some(textTest(c));
      // notContains on anyText: none of the fields contains the value.
      return c.op === 'notContains' ? !found : found;
    }
    case 'amount':
    case 'absAmount':
    case 'dayOfMonth':
    case 'weekday': {
      const n = numberOf(c.field, line);
      if (c.op === 'between') return n >= c.min && n <= c.max;
      if (c.op === 'isOneOf') return c.values.includes(n);
      return compare(n, c.op, c.value);
    }
    case 'date':
      if (c.op === 'between') return line.date >= c.from && line.date <= c.to;
      return compare(line.date, c.op, c.value);
    case 'direction':
      return c.value === 'spend' ? line.amount < 0 : line.amount > 0;
    case 'bankAccount':
      return c.values.includes(line.bankAccountId);
    case 'importBatch':
      return line.importBatchId !== null && c.values.includes(line.importBatchId);
    case 'state':
      if (line.state !== c.value) return false;
      return c.value !== 'coded' || c.accountCode === undefined || line.codedAccountCodes.includes(c.accountCode);
  }
}

/** Whether the line meets the tree. A regex outside the subset throws: check conditionsProblem first. */
export function matchesConditions(root: ConditionGroup, line: RuleLine): boolean {
  const test = (node: Condition | ConditionGroup): boolean =>
    isGroup(node) ? matchesConditions(node, line) : matchesCondition(node, line);
  return root.match === 'all' ? root.conditions.every(test) : root.conditions.some(test);
}

export interface ConditionsProblem {
  /** Where it fails, from the root group: `conditions.1.conditions.0.value`; empty for the tree as a whole (its size). */
  path: string;
  message: Message;
}

function conditionProblem(c: Condition, path: string): ConditionsProblem | null {
  const pattern = c.op === 'matchesRegex' ? patternProblem(c.value) : null;
  if (pattern) return { path: `${path}.value`, message: pattern };
  if (c.op === 'between' && 'min' in c && c.min > c.max) return { path: `${path}.max`, message: message('rules.boundsBackwards') };
  if (c.op === 'between' && 'from' in c && c.from > c.to) return { path: `${path}.to`, message: message('rules.datesBackwards') };
  if (c.field === 'state' && c.accountCode !== undefined && c.value !== 'coded')
    return { path: `${path}.accountCode`, message: message('rules.accountNarrowsCoded') };
  return null;
}

/** Null when the tree (already of the right shape) can be saved; otherwise where and why not. */
export function conditionsProblem(root: ConditionGroup): ConditionsProblem | null {
  const limit = conditionLimitProblem(root);
  if (limit) return { path: '', message: limit };
  const walk = (group: ConditionGroup, path: string): ConditionsProblem | null => {
    for (const [index, node] of group.conditions.entries()) {
      const here = `${path}conditions.${index}`;
      const problem = isGroup(node) ? walk(node, `${here}.`) : conditionProblem(node, here);
      if (problem) return problem;
    }
    return null;
  };
  return walk(root, '');
}
