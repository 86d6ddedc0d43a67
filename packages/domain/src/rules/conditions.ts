/**
 * An auto-coding rule's conditions: a tree of ALL/ANY groups over a bank line's fields. One
 * shape for the editor, the API, the domain evaluator and the SQL compiler. Text values are
 * matched after `normaliseText` on both sides; amounts are signed cents (spend negative).
 */
import { z } from 'zod';
import { isoDateSchema } from '../contracts/dates.js';
import { message, type Message } from '../messages/index.js';

/** `anyText` matches when one of description, reference or payee does; its negations when none does. */
export const TEXT_FIELDS = ['description', 'reference', 'payee', 'anyText'] as const;
export const TEXT_OPERATORS = ['contains', 'notContains', 'equals', 'startsWith', 'endsWith', 'matchesWord', 'matchesRegex'] as const;
/** amount and absAmount in cents; dayOfMonth 1–31; weekday ISO, Monday 1 to Sunday 7. */
export const NUMBER_FIELDS = ['amount', 'absAmount', 'dayOfMonth', 'weekday'] as const;
export const COMPARE_OPERATORS = ['equals', 'lt', 'lte', 'gt', 'gte'] as const;
export const REFERENCE_FIELDS = ['bankAccount', 'importBatch'] as const;
export const DIRECTIONS = ['spend', 'receive'] as const;
export const LINE_STATES = ['uncoded', 'suggested', 'coded'] as const;

export type TextField = (typeof TEXT_FIELDS)[number];
export type TextOperator = (typeof TEXT_OPERATORS)[number];
export type NumberField = (typeof NUMBER_FIELDS)[number];
export type CompareOperator = (typeof COMPARE_OPERATORS)[number];
export type LineState = (typeof LINE_STATES)[number];

/** Deepest nesting of groups (the root is level 1) and most conditions one rule may hold. */
export const MAX_GROUP_DEPTH = 5;
export const MAX_CONDITIONS = 100;
export const MAX_TEXT_VALUE = 200;

const textValue = z.string().trim().min(1, 'Enter a value.').max(MAX_TEXT_VALUE);
const cents = z.number().int().safe();
const isoDate = isoDateSchema();

export const conditionSchema = z.union([
  z.object({ field: z.enum(TEXT_FIELDS), op: z.enum(TEXT_OPERATORS), value: textValue }),
  z.object({ field: z.enum(TEXT_FIELDS), op: z.literal('isOneOf'), values: z.array(textValue).min(1).max(100) }),
  z.object({ field: z.enum(NUMBER_FIELDS), op: z.enum(COMPARE_OPERATORS), value: cents }),
  z.object({ field: z.enum(NUMBER_FIELDS), op: z.literal('between'), min: cents, max: cents }),
  z.object({ field: z.enum(NUMBER_FIELDS), op: z.literal('isOneOf'), values: z.array(cents).min(1).max(100) }),
  z.object({ field: z.literal('date'), op: z.enum(COMPARE_OPERATORS), value: isoDate }),
  z.object({ field: z.literal('date'), op: z.literal('between'), from: isoDate, to: isoDate }),
  z.object({ field: z.literal('direction'), op: z.literal('equals'), value: z.enum(DIRECTIONS) }),
  z.object({ field: z.enum(REFERENCE_FIELDS), op: z.literal('isOneOf'), values: z.array(z.uuid()).min(1).max(100) }),
  /** `accountCode` narrows `coded` to lines coded (in any split) to that account. */
  z.object({
    field: z.literal('state'),
    op: z.literal('equals'),
    value: z.enum(LINE_STATES),
    accountCode: z.string().min(1).max(20).optional(),
  }),
]);
export type Condition = z.infer<typeof conditionSchema>;

/** ALL/ANY groups nested over some kind of condition: bank-line rules here, posted lines in find-and-recode. */
export type Group<C> = { match: 'all' | 'any'; conditions: (C | Group<C>)[] };

/** `id` names the group in the API document, where it refers to itself (it is recursive). */
export function groupSchemaOf<C>(condition: z.ZodType<C>, id: string): z.ZodType<Group<C>> {
  const group: z.ZodType<Group<C>> = z.lazy(() =>
    z.object({
      match: z.enum(['all', 'any']),
      conditions: z.array(z.union([group, condition])).min(1, 'A group needs at least one condition.'),
    }),
  );
  return group.register(z.globalRegistry, { id });
}

export type ConditionGroup = Group<Condition>;
export type ConditionNode = Condition | ConditionGroup;
export const conditionGroupSchema = groupSchemaOf(conditionSchema, 'ConditionGroup');

export function isGroup<C extends object>(node: C | Group<C>): node is Group<C> {
  return 'match' in node;
}

/** Depth and size limits, checked after the shape: the editor shows them, the server refuses them. */
export function conditionLimitProblem<C extends object>(root: Group<C>): Message | null {
  let count = 0;
  let deepest = 0;
  const walk = (group: Group<C>, depth: number) => {
    deepest = Math.max(deepest, depth);
    for (const node of group.conditions) {
      if (isGroup(node)) walk(node, depth + 1);
      else count++;
    }
  };
  walk(root, 1);
  if (count === 0) return message('rules.needsCondition');
  if (count > MAX_CONDITIONS) return message('rules.tooManyConditions', { max: MAX_CONDITIONS });
  if (deepest > MAX_GROUP_DEPTH) return message('rules.nestedTooDeep', { max: MAX_GROUP_DEPTH });
  return null;
}

/** What the evaluator needs of a bank line; the SQL compiler reads the same fields from columns. */
export interface RuleLine {
  date: string;
  description: string;
  reference: string;
  payee: string;
  amount: number;
  bankAccountId: string;
  importBatchId: string | null;
  state: LineState;
  /** Codes of the accounts the line is coded to (empty unless coded), bank and GST lines excluded. */
  codedAccountCodes: readonly string[];
}
