/**
 * Find-and-recode's condition tree as one parameterised SQL predicate over a posted line `l`
 * (journal_lines), its entry `e`, its account `a` and the bank line `bt` the entry codes. Every
 * value a user typed travels as a parameter; only fixed operator words are written into SQL.
 * Text is compared after the same fold on both sides: ld_normalise on the column, normaliseText
 * on the value.
 */
import {
  isGroup,
  normaliseText,
  portablePattern,
  wordPattern,
  type PostedCondition,
  type PostedConditionGroup,
  type PostedTextOperator,
} from '@ledgerdesk/domain';
import { sql, type SQL } from 'drizzle-orm';
import { COMPARE } from './rule-sql.js';

/** The texts a user may search, as ld_normalise sees them. */
const TEXT = {
  contact: sql`ld_normalise(coalesce(bt.payee, ''))`,
  description: sql`ld_normalise(coalesce(nullif(l.description, ''), e.narration))`,
} as const;

const NUMBER = { amount: sql`l.amount`, absAmount: sql`abs(l.amount)` } as const;

function textPredicate(column: SQL, op: PostedTextOperator, raw: string): SQL {
  const value = normaliseText(raw);
  switch (op) {
    case 'contains':
      return sql`strpos(${column}, ${value}) > 0`;
    case 'notContains':
      return sql`strpos(${column}, ${value}) = 0`;
    case 'equals':
      return sql`${column} = ${value}`;
    case 'startsWith':
      return sql`left(${column}, length(${value})) = ${value}`;
    case 'endsWith':
      return sql`right(${column}, length(${value})) = ${value}`;
    case 'matchesWord':
      return sql`${column} ~ ${wordPattern(value)}`;
    // As rules do: the pattern as typed, its letters folded by the portable subset like the text.
    case 'matchesRegex':
      return sql`${column} ~ ${portablePattern(raw)}`;
  }
}

function conditionPredicate(c: PostedCondition): SQL {
  switch (c.field) {
    case 'account':
      return sql`a.code = any(${sql.param(c.values)}::text[])`;
    case 'taxCode': {
      const codes = c.values.filter((v) => v !== 'none');
      const none = c.values.includes('none');
      return sql`(l.tax_code = any(${sql.param(codes)}::text[]) or (${none}::boolean and l.tax_code is null))`;
    }
    case 'source':
      return sql`e.source = any(${sql.param(c.values)}::text[])`;
    case 'amount':
    case 'absAmount': {
      const column = NUMBER[c.field];
      if (c.op === 'between') return sql`${column} between ${c.min}::bigint and ${c.max}::bigint`;
      if (c.op === 'isOneOf') return sql`${column} = any(${sql.param(c.values)}::bigint[])`;
      return sql`${column} ${COMPARE[c.op]} ${c.value}::bigint`;
    }
    case 'date':
      if (c.op === 'between') return sql`l.date between ${c.from}::date and ${c.to}::date`;
      return sql`l.date ${COMPARE[c.op]} ${c.value}::date`;
    case 'contact':
    case 'description': {
      const column = TEXT[c.field];
      if (c.op === 'isOneOf') return sql`${column} = any(${sql.param(c.values.map(normaliseText))}::text[])`;
      return textPredicate(column, c.op, c.value);
    }
  }
}

export function postedPredicate(group: PostedConditionGroup): SQL {
  const parts = group.conditions.map((node) => (isGroup(node) ? postedPredicate(node) : conditionPredicate(node)));
  return sql`(${sql.join(parts, group.match === 'all' ? sql` and ` : sql` or `)})`;
}
