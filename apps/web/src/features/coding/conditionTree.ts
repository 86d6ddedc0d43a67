/**
 * The editor's condition tree, whatever its field catalogue: nested ALL/ANY groups of keyed
 * leaves, every value kept as typed. The auto-coding builder and find-and-recode both hold one.
 */

/** A condition as typed: for `between` `value` is the lower and `value2` the upper bound. */
export interface DraftLeaf<F extends string = string, O extends string = string> {
  key: string;
  field: F;
  op: O;
  value: string;
  value2: string;
  /** The values of `isOneOf`. */
  values: string[];
}

export interface DraftTree<C> {
  key: string;
  match: 'all' | 'any';
  conditions: (C | DraftTree<C>)[];
}

export const isDraftGroup = <C extends object>(node: C | DraftTree<C>): node is DraftTree<C> => 'match' in node;

let nextKey = 0;
export const newKey = () => `n${++nextKey}`;

/** A group holding one fresh condition, so it never shows empty. */
export function newTree<C>(newCondition: () => C, match: 'all' | 'any' = 'all'): DraftTree<C> {
  return { key: newKey(), match, conditions: [newCondition()] };
}

/** Replaces the node `key` anywhere in the tree (null removes it). */
export function replaceNode<C extends { key: string }>(group: DraftTree<C>, key: string, next: C | DraftTree<C> | null): DraftTree<C> {
  const conditions: (C | DraftTree<C>)[] = [];
  for (const node of group.conditions) {
    if (node.key !== key) conditions.push(isDraftGroup(node) ? replaceNode(node, key, next) : node);
    else if (next) conditions.push(next);
  }
  return { ...group, conditions };
}
