/**
 * What a line's text must contain for a rule to match it, and an index that finds, for one line,
 * the few rules of many whose texts it contains. Running 500 rules over 100,000 lines tried every
 * rule on every line; with the index the database decides only the pairs that can match (the
 * server's rule SQL still decides each one). A key is a necessary condition, never a sufficient
 * one: a property test holds that no line a tree matches is ever left out.
 */
import { isGroup, type Condition, type ConditionGroup, type TextField } from './conditions.js';
import { normaliseText } from './normalise.js';

export type KeyField = Exclude<TextField, 'anyText'>;
type TextCondition = Extract<Condition, { field: TextField }>;

/** The line's normalised `field` text includes `text`. */
export interface TextKey {
  field: KeyField;
  text: string;
}

/** A matching line meets at least one of the keys; null when the tree asks nothing of the text. */
export type Keys = readonly TextKey[] | null;

/** A line's texts as the rules compare them (normaliseText, or the database's *_match columns). */
export type KeyTexts = Record<KeyField, string>;

const FIELDS: Record<TextField, readonly KeyField[]> = {
  description: ['description'],
  reference: ['reference'],
  payee: ['payee'],
  anyText: ['description', 'reference', 'payee'],
};

const isTextCondition = (c: Condition): c is TextCondition => Object.hasOwn(FIELDS, c.field);

/**
 * Every text operator but two implies that the text includes the normalised value: equals,
 * starts and ends with, a whole word. Not containing and a regular expression imply nothing. A
 * key starting with U+FEFF is no key: a driver may drop that character from the start of a text.
 */
function conditionKeys(c: Condition): Keys {
  if (!isTextCondition(c) || c.op === 'notContains' || c.op === 'matchesRegex') return null;
  const texts = (c.op === 'isOneOf' ? c.values : [c.value]).map(normaliseText);
  if (texts.some((text) => text === '' || text.startsWith('\ufeff'))) return null;
  return FIELDS[c.field].flatMap((field) => texts.map((text) => ({ field, text })));
}

/**
 * The tree's keys: ALL takes one child's keys (the cheapest by `cost`), since a matching line meets
 * every child; ANY needs keys from each child, since a line may match through one alone.
 */
export function treeKeys(root: ConditionGroup, cost: (keys: readonly TextKey[]) => number = (keys) => keys.length): Keys {
  const children = root.conditions.map((node) => (isGroup(node) ? treeKeys(node, cost) : conditionKeys(node)));
  if (root.match === 'any') return children.some((k) => k === null) ? null : children.flatMap((k) => k ?? []);
  let best: Keys = null;
  for (const keys of children) if (keys !== null && (best === null || cost(keys) < cost(best))) best = keys;
  return best;
}

interface Posting {
  rule: number;
  field: KeyField;
  text: string;
  /** Where the posting's gram starts in `text`. */
  offset: number;
}

const GRAM = 3;

/** A gram of up to three UTF-16 units as one number, its length in the top bits. */
function gramCode(text: string, at: number, length: number): number {
  let code = length;
  for (let i = 0; i < length; i++) code = code * 65_536 + text.charCodeAt(at + i);
  return code;
}

function gramsOf(text: string): number[] {
  const length = Math.min(GRAM, text.length);
  const codes: number[] = [];
  for (let at = 0; at + length <= text.length; at++) codes.push(gramCode(text, at, length));
  return codes;
}

export class KeyIndex {
  /** Rules whose trees give no keys: every line may meet them. */
  private readonly always: number[] = [];
  private readonly postings = new Map<number, Posting[]>();
  private readonly gramLengths: number[];
  private readonly seen: Int32Array;
  private stamp = 0;

  /** `trees[i]` is rule i; candidates answers those indexes. */
  constructor(trees: readonly ConditionGroup[]) {
    // How many rules name each text: an ALL group keys on its rarest texts, so a rule for one
    // merchant that also asks for "card purchase" is looked for by the merchant, not the phrase.
    const rulesNaming = new Map<string, number>();
    for (const tree of trees) for (const text of new Set(leafTexts(tree))) rulesNaming.set(text, (rulesNaming.get(text) ?? 0) + 1);
    const cost = (keys: readonly TextKey[]) => keys.reduce((sum, k) => sum + (rulesNaming.get(k.text) ?? 0) * 1000 - k.text.length, 0);
    const keysByRule = trees.map((tree) => treeKeys(tree, cost));

    // Each key is posted under its rarest gram among all the keys, so a line looks at few postings.
    const gramCount = new Map<number, number>();
    for (const keys of keysByRule)
      for (const k of keys ?? []) for (const g of new Set(gramsOf(k.text))) gramCount.set(g, (gramCount.get(g) ?? 0) + 1);
    const lengths = new Set<number>();
    keysByRule.forEach((keys, rule) => {
      if (keys === null) {
        this.always.push(rule);
        return;
      }
      for (const k of keys) {
        const grams = gramsOf(k.text);
        let offset = 0;
        grams.forEach((g, at) => {
          if ((gramCount.get(g) ?? 0) < (gramCount.get(grams[offset] ?? 0) ?? 0)) offset = at;
        });
        const code = grams[offset] ?? 0;
        const list = this.postings.get(code) ?? [];
        list.push({ rule, field: k.field, text: k.text, offset });
        this.postings.set(code, list);
        lengths.add(Math.min(GRAM, k.text.length));
      }
    });
    this.gramLengths = [...lengths];
    this.seen = new Int32Array(trees.length);
  }

  /** The rules (ascending indexes) a line with these texts may match: no rule it matches is missing. */
  candidates(texts: KeyTexts): number[] {
    const found = [...this.always];
    this.stamp++;
    for (const rule of found) this.seen[rule] = this.stamp;
    for (const field of FIELDS.anyText) {
      const text = texts[field];
      for (const length of this.gramLengths) {
        for (let at = 0; at + length <= text.length; at++) {
          const list = this.postings.get(gramCode(text, at, length));
          if (!list) continue;
          for (const p of list) {
            const start = at - p.offset;
            if (this.seen[p.rule] === this.stamp || p.field !== field || start < 0 || !text.startsWith(p.text, start)) continue;
            this.seen[p.rule] = this.stamp;
            found.push(p.rule);
          }
        }
      }
    }
    return found.sort((a, b) => a - b);
  }
}

/** Every text a tree's conditions name, whether or not the tree is keyed by it. */
function leafTexts(root: ConditionGroup): string[] {
  return root.conditions.flatMap((node) => (isGroup(node) ? leafTexts(node) : (conditionKeys(node) ?? []).map((k) => k.text)));
}
