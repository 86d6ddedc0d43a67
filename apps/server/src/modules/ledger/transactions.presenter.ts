/**
 * Shapes master-table rows. A coded row shows its coding as the user entered it: the splits,
 * gross and signed like the bank amount, read back from the entry's lines (see codingOf).
 */
import { cents } from './ledger.sql.js';
import type { EntryLineRow } from './entries.repo.js';
import type { AttachmentRow, TransactionRow } from './transactions.repo.js';
import type { CodingLineDto, TransactionAttachmentDto, TransactionDto } from './transactions.schema.js';

/**
 * codingEntryLines posts, in order: the bank line, then per split its net line followed by its
 * GST line when the split carries GST (the net line's `gst` is then non-zero). Walking the lines
 * in posting order undoes that exactly, whatever accounts the user chose.
 */
export function codingOf(lines: readonly EntryLineRow[]): CodingLineDto[] {
  const splits: CodingLineDto[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (!line) break;
    const gst = cents(line.gst);
    splits.push({
      accountId: line.account_id,
      accountCode: line.account_code,
      accountName: line.account_name,
      taxCode: line.tax_code,
      amount: -(cents(line.amount) + gst),
      gst: -gst,
      description: line.description,
    });
    if (gst !== 0) i++;
  }
  return splits;
}

export function groupLines(lines: readonly EntryLineRow[]): Map<string, EntryLineRow[]> {
  const byEntry = new Map<string, EntryLineRow[]>();
  for (const line of lines) {
    const list = byEntry.get(line.entry_id);
    if (list) list.push(line);
    else byEntry.set(line.entry_id, [line]);
  }
  return byEntry;
}

export function presentTransaction(row: TransactionRow, linesByEntry: ReadonlyMap<string, EntryLineRow[]>): TransactionDto {
  const lines = row.journal_entry_id ? (linesByEntry.get(row.journal_entry_id) ?? []) : [];
  return {
    id: row.id,
    date: row.date,
    bankAccountId: row.bank_account_id,
    bankAccountName: row.bank_account_name,
    description: row.description,
    reference: row.reference,
    payee: row.payee,
    amount: cents(row.amount),
    status: row.journal_entry_id ? 'coded' : 'uncoded',
    journalEntryId: row.journal_entry_id,
    entryNumber: row.entry_number === null ? null : Number(row.entry_number),
    coding: row.journal_entry_id ? { lines: codingOf(lines) } : null,
    codedByRule: row.coded_by_rule_id ? { id: row.coded_by_rule_id, name: row.coded_by_rule_name ?? '' } : null,
    reconciledTo: row.reconciled_to,
    attachments: row.attachments.map(presentAttachment),
    suggestion: row.suggestion && {
      rule: row.suggested_by_rule_id ? { id: row.suggested_by_rule_id, name: row.suggested_by_rule_name ?? '' } : null,
      splits: row.suggestion.splits,
      payee: row.suggestion.payee,
    },
    transfer:
      row.transfer_pair_id && (row.transfer_status === 'proposed' || row.transfer_status === 'accepted')
        ? { pairId: row.transfer_pair_id, status: row.transfer_status }
        : null,
  };
}

export function presentAttachment(row: AttachmentRow): TransactionAttachmentDto {
  return { id: row.id, fileId: row.file_id, name: row.name, mimeType: row.mime_type, size: Number(row.size) };
}
