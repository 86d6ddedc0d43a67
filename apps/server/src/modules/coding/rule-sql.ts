/**
 * TEMPORARY stand-in for s8-engine's compiler (same name and signature), so runs can be built and
 * tested before it lands; the merge takes s8-engine's file. Covers the text, number, direction and
 * date conditions the run tests use, over bank_transactions' columns.
 */
import { isGroup, normaliseText, type Condition, type ConditionGroup } from '@ledgerdesk/domain';
import { and, or, sql, type SQL } from 'drizzle-orm';
import { bankTransactions as t } from '../banking/banking.tables.js';

const like = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function textCondition(column: SQL, op: string, value: string): SQL {
  const v = normaliseText(value);
  switch (op) {
    case 'contains':
      return sql`${column} like ${`%${like(v)}%`}`;
    case 'notContains':
      return sql`${column} not like ${`%${like(v)}%`}`;
    case 'startsWith':
      return sql`${column} like ${`${like(v)}%`}`;
    case 'endsWith':
      return sql`${column} like ${`%${like(v)}`}`;
    default:
      return sql`${column} = ${v}`;
  }
}

function condition(c: Condition): SQL {
  if (c.field === 'description' || c.field === 'reference' || c.field === 'payee' || c.field === 'anyText') {
    const columns =
      c.field === 'anyText'
        ? [sql`${t.descriptionMatch}`, sql`${t.referenceMatch}`, sql`${t.payeeMatch}`]
        : [sql`${{ description: t.descriptionMatch, reference: t.referenceMatch, payee: t.payeeMatch }[c.field]}`];
    const each = (column: SQL) =>
      c.op === 'isOneOf' ? or(...c.values.map((v) => textCondition(column, 'equals', v))) : textCondition(column, c.op, c.value);
    const parts = columns.map(each);
    return (c.op === 'notContains' ? and(...parts) : or(...parts)) ?? sql`false`;
  }
  if (c.field === 'amount' || c.field === 'absAmount' || c.field === 'dayOfMonth' || c.field === 'weekday') {
    const column = {
      amount: sql`${t.amount}`,
      absAmount: sql`abs(${t.amount})`,
      dayOfMonth: sql`extract(day from ${t.date})::int`,
      weekday: sql`extract(isodow from ${t.date})::int`,
    }[c.field];
    if (c.op === 'between') return sql`${column} between ${c.min} and ${c.max}`;
    if (c.op === 'isOneOf') return sql`${column} = any(${sql.param(c.values)}::bigint[])`;
    const operator = { equals: '=', lt: '<', lte: '<=', gt: '>', gte: '>=' }[c.op];
    return sql`${column} ${sql.raw(operator)} ${c.value}`;
  }
  if (c.field === 'date') {
    if (c.op === 'between') return sql`${t.date} between ${c.from}::date and ${c.to}::date`;
    const operator = { equals: '=', lt: '<', lte: '<=', gt: '>', gte: '>=' }[c.op];
    return sql`${t.date} ${sql.raw(operator)} ${c.value}::date`;
  }
  if (c.field === 'direction') return c.value === 'spend' ? sql`${t.amount} < 0` : sql`${t.amount} > 0`;
  if (c.field === 'bankAccount') return sql`${t.bankAccountId} = any(${sql.param(c.values)}::uuid[])`;
  if (c.field === 'importBatch') return sql`${t.importBatchId} = any(${sql.param(c.values)}::uuid[])`;
  if (c.field !== 'state') return sql`false`;
  if (c.value === 'uncoded') return sql`(${t.journalEntryId} is null and ${t.suggestion} is null)`;
  if (c.value === 'suggested') return sql`(${t.journalEntryId} is null and ${t.suggestion} is not null)`;
  return sql`${t.journalEntryId} is not null`;
}

export function ruleWhere(root: ConditionGroup): SQL {
  const parts = root.conditions.map((node) => (isGroup(node) ? ruleWhere(node) : condition(node)));
  const joined = root.match === 'all' ? and(...parts) : or(...parts);
  return sql`(${joined ?? sql`true`})`;
}
