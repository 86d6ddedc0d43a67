/** Shapes journal entries: each line with its account and its amount split into debit and credit. */
import { cents, type DbNumber } from './ledger.sql.js';
import type { EntryHeadRow, EntryLineRow } from './entries.repo.js';
import type { EntryDto } from './ledger.schema.js';

const toNumber = (value: DbNumber) => Number(value);

export function presentEntry(head: EntryHeadRow, lines: readonly EntryLineRow[]): EntryDto {
  return {
    id: head.id,
    number: toNumber(head.number),
    date: head.date,
    source: head.source,
    narration: head.narration,
    bankTransactionId: head.bank_transaction_id,
    lines: lines.map((l) => {
      const amount = cents(l.amount);
      return {
        id: toNumber(l.id),
        accountId: l.account_id,
        accountCode: l.account_code,
        accountName: l.account_name,
        amount,
        debit: Math.max(amount, 0),
        credit: Math.max(-amount, 0),
        taxCode: l.tax_code,
        gst: cents(l.gst),
        description: l.description,
      };
    }),
  };
}
