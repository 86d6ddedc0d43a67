/**
 * The condition tree as the editor holds it: every node keyed for React, every value as typed
 * (dollars, not cents), so an unfinished input is kept rather than lost. `toConditionGroup`
 * turns it into the domain's tree, which `conditionGroupSchema` then judges.
 */
import { formatCents, isGroup, parseAmount, type Condition, type ConditionGroup, type ConditionNode } from '@ledgerdesk/domain';
import { FIELD_SPECS, type ConditionField, type ConditionOperator } from './conditionFields';
import { isDraftGroup, newKey, newTree, type DraftLeaf, type DraftTree } from './conditionTree';

export interface DraftCondition extends DraftLeaf<ConditionField, ConditionOperator> {
  /** With state `coded`: the account the line is coded to (empty: any). */
  accountCode: string;
}

export type DraftGroup = DraftTree<DraftCondition>;
export type DraftNode = DraftCondition | DraftGroup;

export function newCondition(field: ConditionField = 'description'): DraftCondition {
  const op = FIELD_SPECS[field].operators[0] ?? 'equals';
  return { key: newKey(), field, op, value: '', value2: '', values: [], accountCode: '' };
}

export const newGroup = (match: 'all' | 'any' = 'all'): DraftGroup => newTree(() => newCondition(), match);

const money = (text: string) => parseAmount(text.trim()) ?? Number.NaN;
const whole = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The domain's condition for a draft; a value that does not read is left for the schema to refuse. */
export function toCondition(draft: DraftCondition): Condition {
  const { field, op, value, value2, values } = draft;
  const kind = FIELD_SPECS[field].kind;
  const number = kind === 'money' ? money : whole;
  if (kind === 'state') {
    const accountCode = value === 'coded' ? draft.accountCode.trim() : '';
    return { field: 'state', op: 'equals', value, ...(accountCode && { accountCode }) } as Condition;
  }
  if (kind === 'direction') return { field, op: 'equals', value } as Condition;
  if (kind === 'date') return (op === 'between' ? { field, op, from: value, to: value2 } : { field, op, value }) as Condition;
  if (op === 'isOneOf') {
    return {
      field,
      op,
      values: kind === 'text' || kind === 'bankAccount' || kind === 'importBatch' ? values : values.map(number),
    } as Condition;
  }
  if (kind === 'text') return { field, op, value } as Condition;
  if (op === 'between') return { field, op, min: number(value), max: number(value2) } as Condition;
  return { field, op, value: number(value) } as Condition;
}

export function toConditionGroup(group: DraftGroup): ConditionGroup {
  return {
    match: group.match,
    conditions: group.conditions.map((node) => (isDraftGroup(node) ? toConditionGroup(node) : toCondition(node))),
  };
}

const show = (field: ConditionField, cents: number) =>
  FIELD_SPECS[field].kind === 'money' ? formatCents(cents, { thousands: false }) : String(cents);

/** The editor's draft of a saved condition. */
export function fromCondition(condition: Condition): DraftCondition {
  const draft = newCondition(condition.field);
  draft.op = condition.op;
  if ('values' in condition) draft.values = condition.values.map((v) => (typeof v === 'number' ? show(condition.field, v) : v));
  else if ('min' in condition) [draft.value, draft.value2] = [show(condition.field, condition.min), show(condition.field, condition.max)];
  else if ('from' in condition) [draft.value, draft.value2] = [condition.from, condition.to];
  else if (typeof condition.value === 'number') draft.value = show(condition.field, condition.value);
  else draft.value = condition.value;
  if ('accountCode' in condition) draft.accountCode = condition.accountCode ?? '';
  return draft;
}

export function fromConditionGroup(group: ConditionGroup): DraftGroup {
  return {
    key: newKey(),
    match: group.match,
    conditions: group.conditions.map((node: ConditionNode) => (isGroup(node) ? fromConditionGroup(node) : fromCondition(node))),
  };
}

/** Depth of `key` in the tree, the root being 1; 0 when absent. */
export function depthOf(group: DraftGroup, key: string, depth = 1): number {
  if (group.key === key) return depth;
  for (const node of group.conditions) {
    const found = isDraftGroup(node) ? depthOf(node, key, depth + 1) : 0;
    if (found) return found;
  }
  return 0;
}
