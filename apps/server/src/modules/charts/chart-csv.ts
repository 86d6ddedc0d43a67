/**
 * A chart's accounts as CSV, both ways, so a chart can be edited in a spreadsheet and brought
 * back. Export writes the domain's ids ('other_income'); import also takes the labels people
 * type ('Other income', 'Direct costs'). Every problem is reported with its line, and none of
 * the file is used unless all of it reads.
 */
import { ACCOUNT_ROLES, ACCOUNT_SUBTYPES, ACCOUNT_TYPES, decodeText, detectDelimiter, TAX_CODES, tokenizeCsv } from '@ledgerdesk/domain';
import type { z } from 'zod';
import { accountFields, type AccountDto } from './charts.schema.js';

const HEADER = ['Code', 'Name', 'Type', 'Subtype', 'Tax code', 'Description', 'Active', 'System role'] as const;

/** A spreadsheet runs a cell starting with = + - @ as a formula; an apostrophe keeps it text. */
function cell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function accountsCsv(rows: readonly AccountDto[]): string {
  const lines = rows.map((a) =>
    [a.code, a.name, a.type, a.subtype, a.taxCode, a.description, a.active ? 'yes' : 'no', a.systemRole ?? ''].map(cell).join(','),
  );
  return `\uFEFF${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}

type Field = 'code' | 'name' | 'type' | 'subtype' | 'taxCode' | 'description' | 'active' | 'systemRole';

const HEADER_NAMES: Record<string, Field> = {
  code: 'code',
  'account code': 'code',
  name: 'name',
  'account name': 'name',
  type: 'type',
  'account type': 'type',
  subtype: 'subtype',
  'tax code': 'taxCode',
  tax: 'taxCode',
  'default tax code': 'taxCode',
  description: 'description',
  active: 'active',
  status: 'active',
  'system role': 'systemRole',
  role: 'systemRole',
};

export interface CsvAccountRow {
  line: number;
  code: string;
  name?: string;
  type?: z.infer<typeof accountFields.type>;
  subtype?: z.infer<typeof accountFields.subtype>;
  taxCode?: z.infer<typeof accountFields.taxCode>;
  description?: string;
  active?: boolean;
  systemRole?: z.infer<typeof accountFields.systemRole>;
}

export interface ParsedAccountsCsv {
  rows: CsvAccountRow[];
  errors: string[];
}

const ACTIVE_WORDS: Record<string, boolean> = {
  yes: true,
  y: true,
  true: true,
  '1': true,
  active: true,
  no: false,
  n: false,
  false: false,
  '0': false,
  inactive: false,
};

const OPTIONS: Partial<Record<Field, readonly string[]>> = {
  type: ACCOUNT_TYPES,
  subtype: ACCOUNT_SUBTYPES,
  taxCode: TAX_CODES,
  systemRole: ACCOUNT_ROLES,
};

/** 'Other income' → 'other_income', 'Non-current' → 'non_current'. */
const asId = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
const unescapeFormula = (text: string) => (/^'[=+\-@]/.test(text) ? text.slice(1) : text);

function readCell(field: Field, raw: string): { value?: unknown; problem?: string } {
  const text = unescapeFormula(raw.trim());
  if (field === 'active') {
    if (text === '') return {};
    const value = ACTIVE_WORDS[text.toLowerCase()];
    return value === undefined ? { problem: `active '${text}' is not yes or no` } : { value };
  }
  if (field === 'systemRole' && text === '') return { value: null };
  if ((field === 'subtype' || field === 'taxCode') && text === '') return {};
  const value =
    field === 'type' || field === 'subtype' || field === 'systemRole' ? asId(text) : field === 'taxCode' ? text.toUpperCase() : text;
  const parsed = accountFields[field].safeParse(value);
  if (parsed.success) return { value: parsed.data };
  const options = OPTIONS[field];
  const label = field === 'taxCode' ? 'tax code' : field === 'systemRole' ? 'system role' : field;
  const why = options ? `one of ${options.join(', ')}` : (parsed.error.issues[0]?.message ?? 'invalid value');
  return { problem: `${label} '${text}' is not valid (${why})` };
}

export function parseAccountsCsv(bytes: Uint8Array): ParsedAccountsCsv {
  const text = decodeText(bytes).text;
  const records = tokenizeCsv(text, detectDelimiter(text)).filter((r) => r.fields.some((f) => f.trim() !== ''));
  const [head, ...body] = records;
  if (!head) return { rows: [], errors: ['The file is empty: it needs a header row (Code, Name, Type, …) and one row per account.'] };
  const columns = head.fields.map((name) => HEADER_NAMES[name.trim().toLowerCase().replace(/\s+/g, ' ')]);
  const missing = (['code', 'name', 'type'] as const).filter((f) => !columns.includes(f));
  if (missing.length > 0) {
    return { rows: [], errors: [`Line ${head.line}: the header needs the columns Code, Name and Type (missing: ${missing.join(', ')}).`] };
  }
  const rows: CsvAccountRow[] = [];
  const errors: string[] = [];
  const seen = new Map<string, number>();
  for (const record of body) {
    const row: Partial<Record<Field, unknown>> = {};
    const problems: string[] = [];
    columns.forEach((field, i) => {
      if (!field) return;
      const { value, problem } = readCell(field, record.fields[i] ?? '');
      if (problem) problems.push(problem);
      else if (value !== undefined) row[field] = value;
    });
    const code = typeof row.code === 'string' ? row.code : undefined;
    if (code !== undefined) {
      const first = seen.get(code);
      if (first !== undefined) problems.push(`the code ${code} is also on line ${first}`);
      else seen.set(code, record.line);
    }
    if (problems.length > 0 || code === undefined) {
      errors.push(`Line ${record.line}: ${problems.join('; ') || 'the row has no code'}.`);
      continue;
    }
    rows.push({ ...(row as Omit<CsvAccountRow, 'line' | 'code'>), code, line: record.line });
  }
  return { rows, errors };
}
