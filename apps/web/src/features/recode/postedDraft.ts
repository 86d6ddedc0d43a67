/**
 * The posted-line condition tree as the find-and-recode builder holds it: every node keyed for
 * React, every value as typed (dollars, not cents), turned into the contract's tree on search.
 */
import { COMPARE_OPERATORS, parseAmount, POSTED_TEXT_OPERATORS, type PostedCondition, type PostedConditionGroup } from '@ledgerdesk/domain';
import { isDraftGroup, newKey, newTree, type DraftLeaf, type DraftTree } from '../coding/conditionTree';

export const POSTED_FIELDS = ['account', 'taxCode', 'amount', 'absAmount', 'date', 'contact', 'description', 'source'] as const;
export type PostedField = (typeof POSTED_FIELDS)[number];
export type PostedOperator = (typeof POSTED_TEXT_OPERATORS)[number] | (typeof COMPARE_OPERATORS)[number] | 'between' | 'isOneOf';

/** How the value is typed: text, dollars (sent as cents), a date, or a choice from a list. */
export type PostedKind = 'text' | 'money' | 'date' | 'account' | 'taxCode' | 'source';

const NUMBER_OPS: readonly PostedOperator[] = [...COMPARE_OPERATORS, 'between', 'isOneOf'];
export const POSTED_SPECS: Record<PostedField, { kind: PostedKind; operators: readonly PostedOperator[] }> = {
  account: { kind: 'account', operators: ['isOneOf'] },
  taxCode: { kind: 'taxCode', operators: ['isOneOf'] },
  amount: { kind: 'money', operators: NUMBER_OPS },
  absAmount: { kind: 'money', operators: NUMBER_OPS },
  date: { kind: 'date', operators: [...COMPARE_OPERATORS, 'between'] },
  contact: { kind: 'text', operators: [...POSTED_TEXT_OPERATORS, 'isOneOf'] },
  description: { kind: 'text', operators: [...POSTED_TEXT_OPERATORS, 'isOneOf'] },
  source: { kind: 'source', operators: ['isOneOf'] },
};

export type PostedDraft = DraftLeaf<PostedField, PostedOperator>;
export type PostedDraftGroup = DraftTree<PostedDraft>;

export function newPostedCondition(field: PostedField = 'description'): PostedDraft {
  return { key: newKey(), field, op: POSTED_SPECS[field].operators[0] ?? 'isOneOf', value: '', value2: '', values: [] };
}

export const newPostedGroup = (match: 'all' | 'any' = 'all'): PostedDraftGroup => newTree(() => newPostedCondition(), match);

const money = (text: string) => parseAmount(text.trim()) ?? Number.NaN;

/** The contract's condition; a value that does not read is left for the schema to refuse. */
export function toPostedCondition({ field, op, value, value2, values }: PostedDraft): PostedCondition {
  const kind = POSTED_SPECS[field].kind;
  if (kind === 'date') return (op === 'between' ? { field, op, from: value, to: value2 } : { field, op, value }) as PostedCondition;
  if (kind === 'money') {
    if (op === 'isOneOf') return { field, op, values: values.map(money) } as PostedCondition;
    if (op === 'between') return { field, op, min: money(value), max: money(value2) } as PostedCondition;
    return { field, op, value: money(value) } as PostedCondition;
  }
  if (op === 'isOneOf') return { field, op, values } as PostedCondition;
  return { field, op, value } as PostedCondition;
}

export function toPostedGroup(group: PostedDraftGroup): PostedConditionGroup {
  return {
    match: group.match,
    conditions: group.conditions.map((node) => (isDraftGroup(node) ? toPostedGroup(node) : toPostedCondition(node))),
  };
}
