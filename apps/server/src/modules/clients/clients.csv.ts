/**
 * The CSV export of the client list (RFC 4180). Cells that a spreadsheet would run as a formula
 * are prefixed with an apostrophe; a byte-order mark lets Excel read the UTF-8 (Vietnamese names).
 */
import { formatAbn, formatPracticeDateTime, message, renderMessage, type AccountLanguage } from '@ledgerdesk/domain';
import type { ClientDto, ClientStatus } from './clients.schema.js';

/** The columns, each headed in the reader's language by 'exports.clients.<column>'. */
const COLUMNS = [
  'code',
  'name',
  'email',
  'phone',
  'address',
  'abn',
  'status',
  'brand',
  'region',
  'supervisor',
  'tags',
  'businesses',
  'created',
] as const;

/** A phone number such as +61 2 9000 0000 starts with '+' but cannot be a formula. */
const looksLikeNumber = (value: string) => /^[+-]?[\d\s().-]+$/.test(value);

export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !looksLikeNumber(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: Array<string | number | null>) => cells.map(csvCell).join(',');

/** The client list in the reader's language: headings and statuses as the web labels them (SPEC.md §3). */
export function clientsCsv(clients: readonly ClientDto[], language: AccountLanguage = 'en'): string {
  const say = (key: `exports.clients.${(typeof COLUMNS)[number] | ClientStatus}`) => renderMessage(language, message(key));
  const lines = clients.map((c) =>
    csvLine([
      c.code,
      c.name,
      c.email,
      c.phone,
      c.address,
      c.abn ? formatAbn(c.abn) : '',
      say(`exports.clients.${c.status}`),
      c.brandName,
      c.regionName,
      c.supervisorName,
      c.tags.map((t) => t.name).join('; '),
      c.businessCount,
      formatPracticeDateTime(c.createdAt),
    ]),
  );
  return `\uFEFF${[csvLine(COLUMNS.map((column) => say(`exports.clients.${column}`))), ...lines].join('\r\n')}\r\n`;
}
