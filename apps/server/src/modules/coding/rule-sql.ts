/**
 * A rule's condition tree as one parameterised SQL predicate over `bank_transactions`, for
 * preview and apply in the database. It means what the domain's matchesConditions means (a
 * property test runs both on random trees and lines): text against the *_match columns with the
 * value normalised, regular expressions in their portable form. Every value is a bound
 * parameter; only fixed operator words are written into the SQL. The predicate is never NULL,
 * so `not (…)` of it is safe. Use it where `bank_transactions` is in FROM without an alias.
 */
import {
  isGroup,
  normaliseText,
  portablePattern,
  wordPattern,
  type CompareOperator,
  type Condition,
  type ConditionGroup,
  type NumberField,
  type TextField,
} from '@ledgerdesk/domain';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
// The tables file, not banking's index: the import commit (banking) runs the rules, and this file
// reads the columns while it loads, which a module cycle through the index would leave undefined.
import { bankAccounts, bankTransactions as t } from '../banking/banking.tables.js';
import { accounts } from '../charts/charts.tables.js';
import { journalLines } from '../ledger/index.js';

type TextCondition = Extract<Condition, { field: TextField }>;

const TEXT_COLUMNS = {
  description: [t.descriptionMatch],
  reference: [t.referenceMatch],
  payee: [t.payeeMatch],
  anyText: [t.descriptionMatch, t.referenceMatch, t.payeeMatch],
} as const;

/** The SQL word for each comparison; find-and-recode's predicate uses the same table. */
export const COMPARE: Record<CompareOperator, SQL> = {
  equals: sql.raw('='),
  lt: sql.raw('<'),
  lte: sql.raw('<='),
  gt: sql.raw('>'),
  gte: sql.raw('>='),
};

const NUMBERS: Record<NumberField, SQL> = {
  amount: sql`${t.amount}`,
  absAmount: sql`abs(${t.amount})`,
  dayOfMonth: sql`extract(day from ${t.date})::int`,
  weekday: sql`extract(isodow from ${t.date})::int`,
};

/** LIKE's own characters taken literally (backslash is its default escape). */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function textTest(c: TextCondition): (column: SQLWrapper) => SQL {
  if (c.op === 'isOneOf') {
    const values = c.values.map(normaliseText);
    return (column) => sql`${column} in ${values}`;
  }
  const value = normaliseText(c.value);
  switch (c.op) {
    case 'contains':
    case 'notContains':
      return (column) => sql`${column} like ${`%${likeLiteral(value)}%`}`;
    case 'equals':
      return (column) => sql`${column} = ${value}`;
    case 'startsWith':
      return (column) => sql`${column} like ${`${likeLiteral(value)}%`}`;
    case 'endsWith':
      return (column) => sql`${column} like ${`%${likeLiteral(value)}`}`;
    case 'matchesWord':
      return (column) => sql`${column} ~ ${wordPattern(value)}`;
    case 'matchesRegex': {
      const pattern = portablePattern(c.value);
      return (column) => sql`${column} ~ ${pattern}`;
    }
  }
}

/** Coded to `code` on a line other than the bank's own ledger account and the GST account. */
function codedTo(code: string): SQL {
  return sql`exists (
    select 1 from ${journalLines} join ${accounts} on ${accounts.id} = ${journalLines.accountId}
    where ${journalLines.entryId} = ${t.journalEntryId}
      and ${accounts.code} = ${code}
      and ${accounts.systemRole} is distinct from 'gst'
      and ${journalLines.accountId} <> (select ${bankAccounts.ledgerAccountId} from ${bankAccounts} where ${bankAccounts.id} = ${t.bankAccountId}))`;
}

function conditionSql(c: Condition): SQL {
  switch (c.field) {
    case 'description':
    case 'reference':
    case 'payee':
    case 'anyText': {
      const found = sql.join(TEXT_COLUMNS[c.field].map(textTest(c)), sql` or `);
      return c.op === 'notContains' ? sql`not (${found})` : sql`(${found})`;
    }
    case 'amount':
    case 'absAmount':
    case 'dayOfMonth':
    case 'weekday': {
      const n = NUMBERS[c.field];
      if (c.op === 'between') return sql`${n} between ${c.min} and ${c.max}`;
      if (c.op === 'isOneOf') return sql`${n} in ${c.values}`;
      return sql`${n} ${COMPARE[c.op]} ${c.value}`;
    }
    case 'date':
      if (c.op === 'between') return sql`${t.date} between ${c.from}::date and ${c.to}::date`;
      return sql`${t.date} ${COMPARE[c.op]} ${c.value}::date`;
    case 'direction':
      return c.value === 'spend' ? sql`${t.amount} < 0` : sql`${t.amount} > 0`;
    case 'bankAccount':
      return sql`${t.bankAccountId} in ${c.values}`;
    case 'importBatch':
      return sql`coalesce(${t.importBatchId} in ${c.values}, false)`;
    case 'state':
      if (c.value === 'uncoded') return sql`(${t.journalEntryId} is null and ${t.suggestion} is null)`;
      if (c.value === 'suggested') return sql`(${t.journalEntryId} is null and ${t.suggestion} is not null)`;
      return c.accountCode === undefined ? sql`${t.journalEntryId} is not null` : codedTo(c.accountCode);
  }
}

/** The tree as a predicate; a regex outside the portable subset throws RulePatternError (validate first). */
export function ruleWhere(root: ConditionGroup): SQL {
  const parts = root.conditions.map((node) => (isGroup(node) ? ruleWhere(node) : conditionSql(node)));
  return sql`(${sql.join(parts, root.match === 'all' ? sql` and ` : sql` or `)})`;
}
