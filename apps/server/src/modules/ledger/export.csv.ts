/**
 * The ledger as CSV (RFC 4180), one row per journal line. Cells a spreadsheet would run as a
 * formula are prefixed with an apostrophe; a byte-order mark lets Excel read the UTF-8.
 */
import {
  formatCents,
  formatDate,
  JOURNAL_SOURCES,
  message,
  renderMessage,
  type AccountLanguage,
  type JournalSource,
} from '@ledgerdesk/domain';
import type { ExportAccount, ExportEntry } from './export.repo.js';
import { cents } from './ledger.sql.js';

/** The columns, headed in the reader's language by 'reports.column.<column>'. */
const COLUMNS = ['date', 'entry', 'source', 'narration', 'accountCode', 'accountName', 'debit', 'credit', 'taxCode', 'gst'] as const;

/** A signed amount such as -12.50 starts with '-' but cannot be a formula. */
const looksLikeNumber = (value: string) => /^[+-]?[\d\s().,-]+$/.test(value);

export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !looksLikeNumber(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: Array<string | number | null>) => `${cells.map(csvCell).join(',')}\r\n`;
const money = (amount: number) => (amount === 0 ? '' : formatCents(amount, { thousands: false }));

export const csvHeader = (language: AccountLanguage): string =>
  `\uFEFF${csvLine(COLUMNS.map((column) => renderMessage(language, message(`reports.column.${column}`))))}`;

const sourceOf = (language: AccountLanguage, source: string) =>
  JOURNAL_SOURCES.includes(source as JournalSource)
    ? renderMessage(language, message(`reports.source.${source as JournalSource}`))
    : source;

/** Dates day first and sources in the reader's words, as the screens and report exports show them (ADR 0012). */
export function csvEntries(
  entries: readonly ExportEntry[],
  accounts: ReadonlyMap<string, ExportAccount>,
  language: AccountLanguage,
): string {
  let out = '';
  for (const { head, lines } of entries) {
    for (const line of lines) {
      const amount = cents(line.amount);
      const account = accounts.get(line.account_id);
      out += csvLine([
        formatDate(head.date),
        Number(head.number),
        sourceOf(language, head.source),
        head.narration,
        account?.code ?? line.account_code,
        account?.name ?? line.account_name,
        money(Math.max(amount, 0)),
        money(Math.max(-amount, 0)),
        line.tax_code,
        formatCents(cents(line.gst), { thousands: false }),
      ]);
    }
  }
  return out;
}
