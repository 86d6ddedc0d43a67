/**
 * The CSV export of the client list (RFC 4180). Cells that a spreadsheet would run as a formula
 * are prefixed with an apostrophe; a byte-order mark lets Excel read the UTF-8 (Vietnamese names).
 */
import { formatAbn } from '@ledgerdesk/domain';
import type { ClientDto, ClientStatus } from './clients.schema.js';

/** The labels the web shows (SPEC.md §3). */
export const STATUS_LABELS: Record<ClientStatus, string> = { active: 'Active', inactive: 'Inactive', archived: 'Archive' };

const HEADER = [
  'Code',
  'Name',
  'Email',
  'Phone',
  'Address',
  'ABN',
  'Status',
  'Brand',
  'Region',
  'Supervisor',
  'Tags',
  'Businesses',
  'Created',
];

/** A phone number such as +61 2 9000 0000 starts with '+' but cannot be a formula. */
const looksLikeNumber = (value: string) => /^[+-]?[\d\s().-]+$/.test(value);

export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !looksLikeNumber(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: Array<string | number | null>) => cells.map(csvCell).join(',');

export function clientsCsv(clients: readonly ClientDto[]): string {
  const lines = clients.map((c) =>
    csvLine([
      c.code,
      c.name,
      c.email,
      c.phone,
      c.address,
      c.abn ? formatAbn(c.abn) : '',
      STATUS_LABELS[c.status],
      c.brandName,
      c.regionName,
      c.supervisorName,
      c.tags.map((t) => t.name).join('; '),
      c.businessCount,
      c.createdAt,
    ]),
  );
  return `\uFEFF${[csvLine(HEADER), ...lines].join('\r\n')}\r\n`;
}
