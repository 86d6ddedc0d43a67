/**
 * What the condition builder offers per field: the operators that field takes (the domain's
 * condition union, read as a menu) and the kind of input its value needs.
 */
import { COMPARE_OPERATORS, TEXT_OPERATORS, type TextOperator } from '@ledgerdesk/domain';

export const CONDITION_FIELDS = [
  'description',
  'reference',
  'payee',
  'anyText',
  'amount',
  'absAmount',
  'direction',
  'date',
  'dayOfMonth',
  'weekday',
  'bankAccount',
  'importBatch',
  'state',
] as const;
export type ConditionField = (typeof CONDITION_FIELDS)[number];

export type ConditionOperator = TextOperator | (typeof COMPARE_OPERATORS)[number] | 'between' | 'isOneOf';

/** How the value is typed: text, dollars (stored as cents), a whole number, a date, or a choice. */
export type ValueKind = 'text' | 'money' | 'dayOfMonth' | 'weekday' | 'date' | 'direction' | 'bankAccount' | 'importBatch' | 'state';

const TEXT_OPS: readonly ConditionOperator[] = [...TEXT_OPERATORS, 'isOneOf'];
const NUMBER_OPS: readonly ConditionOperator[] = [...COMPARE_OPERATORS, 'between', 'isOneOf'];
const DATE_OPS: readonly ConditionOperator[] = [...COMPARE_OPERATORS, 'between'];

export const FIELD_SPECS: Record<ConditionField, { kind: ValueKind; operators: readonly ConditionOperator[] }> = {
  description: { kind: 'text', operators: TEXT_OPS },
  reference: { kind: 'text', operators: TEXT_OPS },
  payee: { kind: 'text', operators: TEXT_OPS },
  anyText: { kind: 'text', operators: TEXT_OPS },
  amount: { kind: 'money', operators: NUMBER_OPS },
  absAmount: { kind: 'money', operators: NUMBER_OPS },
  direction: { kind: 'direction', operators: ['equals'] },
  date: { kind: 'date', operators: DATE_OPS },
  dayOfMonth: { kind: 'dayOfMonth', operators: NUMBER_OPS },
  weekday: { kind: 'weekday', operators: NUMBER_OPS },
  bankAccount: { kind: 'bankAccount', operators: ['isOneOf'] },
  importBatch: { kind: 'importBatch', operators: ['isOneOf'] },
  state: { kind: 'state', operators: ['equals'] },
};

/** ISO weekdays, Monday 1 to Sunday 7. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
