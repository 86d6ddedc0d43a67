/**
 * All SQL of the master table. The list walks bank_transactions_business_date_idx
 * (business_id, date desc, id desc) from the cursor on and stops after one page, so a page costs
 * the same at the millionth row as at the first; names and entry numbers are looked up per row
 * returned.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { TransactionSuggestion } from '../banking/banking.tables.js';
import { selectRows, type DbNumber } from './ledger.sql.js';
import { pgArray } from '../../platform/db/arrays.js';

export interface TransactionFilter {
  businessId: string;
  bankAccountId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: 'coded' | 'uncoded' | undefined;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
  q?: string | undefined;
}

export interface TransactionRow {
  id: string;
  date: string;
  bank_account_id: string;
  bank_account_name: string;
  description: string;
  reference: string;
  payee: string;
  amount: DbNumber;
  journal_entry_id: string | null;
  entry_number: DbNumber | null;
  coded_by_rule_id: string | null;
  coded_by_rule_name: string | null;
  suggestion: TransactionSuggestion | null;
  suggested_by_rule_id: string | null;
  suggested_by_rule_name: string | null;
  transfer_pair_id: string | null;
  transfer_status: 'proposed' | 'accepted' | 'rejected' | null;
  reconciled_to: string | null;
  attachments: AttachmentRow[];
}

export interface AttachmentRow {
  id: string;
  file_id: string;
  name: string;
  mime_type: string;
  size: DbNumber;
}

/** `%`, `_` and `\` in what the user typed are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(f: TransactionFilter): SQL | undefined {
  const pattern = f.q ? likePattern(f.q) : undefined;
  return and(
    sql`t.business_id = ${f.businessId}`,
    f.bankAccountId ? sql`t.bank_account_id = ${f.bankAccountId}` : undefined,
    f.from ? sql`t.date >= ${f.from}::date` : undefined,
    f.to ? sql`t.date <= ${f.to}::date` : undefined,
    f.status === 'coded' ? sql`t.journal_entry_id is not null` : undefined,
    f.status === 'uncoded' ? sql`t.journal_entry_id is null` : undefined,
    f.minAmount !== undefined ? sql`t.amount >= ${f.minAmount}` : undefined,
    f.maxAmount !== undefined ? sql`t.amount <= ${f.maxAmount}` : undefined,
    pattern ? sql`(t.description ilike ${pattern} or t.reference ilike ${pattern} or t.payee ilike ${pattern})` : undefined,
  );
}

/** A line's live attachments, oldest first, as a JSON array (a file in the trash drops out). */
export function attachmentsOf(transactionId: SQL): SQL {
  return sql`coalesce((select json_agg(json_build_object('id', a.id, 'file_id', f.id, 'name', f.name, 'mime_type', f.mime_type, 'size', f.size)
      order by a.created_at, a.id)
    from transaction_attachments a join files f on f.id = a.file_id
    where a.transaction_id = ${transactionId} and f.deleted_at is null), '[]'::json)`;
}

// Per-row lookups rather than joins: a join lets the planner hash the whole table and sort it.
const rowColumns = sql`t.id, t.date::text as date, t.bank_account_id, t.description, t.reference, t.payee, t.amount, t.journal_entry_id,
  (select ba.name from bank_accounts ba where ba.id = t.bank_account_id) as bank_account_name,
  (select e.number from journal_entries e where e.id = t.journal_entry_id) as entry_number,
  t.coded_by_rule_id, (select r.name from coding_rules r where r.id = t.coded_by_rule_id) as coded_by_rule_name,
  t.suggestion, t.suggested_by_rule_id, (select r.name from coding_rules r where r.id = t.suggested_by_rule_id) as suggested_by_rule_name,
  t.transfer_pair_id, (select p.status from transfer_pairs p where p.id = t.transfer_pair_id) as transfer_status,
  (select r.statement_date::text from bank_reconciliations r where r.id = t.reconciliation_id) as reconciled_to,
  ${attachmentsOf(sql`t.id`)} as attachments`;

export interface Cursor {
  date: string;
  id: string;
}

/** One page after `cursor`, newest first, one row more than `limit` to know whether another page follows. */
export function transactionPageQuery(filter: TransactionFilter, cursor: Cursor | undefined, limit: number): SQL {
  // The row comparison bounds the index scan; the order spells out the index's NULLS LAST (the
  // columns are never null, but the planner only matches an index whose order is written alike).
  const after = cursor ? sql`(t.date, t.id) < (${cursor.date}::date, ${cursor.id}::uuid)` : undefined;
  return sql`select ${rowColumns}
    from bank_transactions t
    where ${and(whereOf(filter), after)}
    order by t.date desc nulls last, t.id desc nulls last
    limit ${limit + 1}`;
}

export function listTransactionPage(
  db: Db,
  filter: TransactionFilter,
  cursor: Cursor | undefined,
  limit: number,
): Promise<TransactionRow[]> {
  return selectRows<TransactionRow>(db, transactionPageQuery(filter, cursor, limit));
}

export function transactionsByIds(db: Db, ids: readonly string[]): Promise<TransactionRow[]> {
  return selectRows<TransactionRow>(
    db,
    sql`select ${rowColumns}
        from bank_transactions t
        where t.id = any(${pgArray(ids)}::uuid[])
        order by t.date desc, t.id desc`,
  );
}
