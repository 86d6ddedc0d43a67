/**
 * Bank CSV exports read through a column mapping. parseRows works on rows of cells, so the
 * server can hand it an XLSX sheet it has read and the domain stays free of spreadsheet
 * libraries; parseCsv tokenizes text first. A row that cannot be read refuses the file, naming
 * its line, unless the mapping says such rows are noise (pending items, totals) to skip.
 */
import { parseAmount, type Cents } from '../money.js';
import { checkRunningBalance, type BalancedRow } from './balances.js';
import { parseDateWithFormat } from './csv-dates.js';
import { cellText, readRowAmount, resolveColumns, type CsvMapping, type ResolvedColumns } from './csv-mapping.js';
import { detectDelimiter, tokenizeCsv } from './csv-tokenizer.js';
import { summaryOfRow } from './summary-rows.js';
import {
  describeProblem,
  dropRow,
  dropZeroAmounts,
  StatementParseError,
  type ParsedAccount,
  type ParsedBalance,
  type ParsedStatement,
  type ParsedTransaction,
  type RowProblem,
} from './types.js';
import { message } from '../messages/index.js';

export interface ParseRowsOptions {
  /** Source line of each row, 1-based; defaults to the row's position. */
  lines?: readonly number[];
  format?: 'csv' | 'xlsx';
}

const isBlank = (row: readonly string[]) => row.every((c) => c.trim() === '');
const isComment = (row: readonly string[]) => (row[0] ?? '').trimStart().startsWith('#');

/** The non-empty cells at `columns`, joined with a space. */
function joinedText(cells: readonly string[], columns: Iterable<number>): string {
  let out = '';
  for (const c of columns) {
    const text = cellText(cells, c);
    if (text) out = out ? `${out} ${text}` : text;
  }
  return out;
}

export function parseRows(rows: readonly (readonly string[])[], mapping: CsvMapping, options: ParseRowsOptions = {}): ParsedStatement {
  const lineOf = (i: number) => options.lines?.[i] ?? i + 1;
  const content = rows
    .map((_, i) => i)
    .slice(mapping.skipLines ?? 0)
    .filter((i) => !isBlank(rows[i] ?? []) && !isComment(rows[i] ?? []));
  content.splice(Math.max(content.length - (mapping.skipLastLines ?? 0), 0));

  let header: readonly string[] | undefined;
  let headerLine: number | undefined;
  if (mapping.hasHeader) {
    const first = content.shift();
    if (first === undefined) throw new StatementParseError(message('statements.noHeaderRow'));
    header = rows[first];
    headerLine = lineOf(first);
  }
  const columns = resolveColumns(mapping, header, headerLine);
  const formats = typeof mapping.dateFormat === 'string' ? mapping.dateFormat : mapping.dateFormat.join(' or ');
  const account: ParsedAccount = { transactions: [], warnings: [] };
  if (mapping.currency) account.currency = mapping.currency;
  const balanced: BalancedRow[] = [];
  let previous: ParsedTransaction | undefined;

  const stated: { opening?: ParsedBalance; closing?: ParsedBalance } = {};

  for (const i of content) {
    const cells = rows[i] ?? [];
    const line = lineOf(i);
    const dateText = cellText(cells, columns.date);

    const summary = summaryOfRow(cells);
    if (summary) {
      dropRow(account, {
        line,
        reason: 'summary',
        message: message('statements.summaryRow', { label: summary.label }),
        text: summary.label,
      });
      const figure = summary.kind === 'total' ? undefined : statedFigure(cells, mapping, columns);
      if (figure !== undefined) {
        const date = parseDateWithFormat(dateText, mapping.dateFormat);
        stated[summary.kind === 'opening' ? 'opening' : 'closing'] = date ? { amount: figure, date } : { amount: figure };
      }
      continue;
    }
    if (mapping.appendContinuationRows && previous && !dateText && columns.amount.every((c) => !cellText(cells, c))) {
      const extra = joinedText(cells, columns.description) || joinedText(cells, cells.keys());
      if (extra) previous.description = `${previous.description} ${extra}`.trim();
      continue;
    }
    const date = parseDateWithFormat(dateText, mapping.dateFormat);
    const amount = date ? readRowAmount(cells, mapping, columns) : undefined;
    const problem: RowProblem | undefined = !date
      ? dateText
        ? { code: 'badDate', value: dateText, formats }
        : { code: 'noDate' }
      : typeof amount === 'object'
        ? amount
        : undefined;
    if (!date || typeof amount !== 'number') {
      const reason = problem ? describeProblem(problem) : message('statements.rowUnreadable');
      if (!mapping.skipInvalidRows) throw new StatementParseError(reason, line);
      dropRow(account, { line, reason: 'unreadable', message: reason, ...(problem ? { problem } : {}) });
      previous = undefined;
      continue;
    }

    const payee = cellText(cells, columns.payee);
    const t: ParsedTransaction = { date, amount, description: joinedText(cells, columns.description) || payee, line };
    if (payee) t.payee = payee;
    const reference = cellText(cells, columns.reference);
    if (reference) t.reference = reference;
    const externalId = cellText(cells, columns.externalId);
    if (externalId) t.externalId = externalId;
    account.transactions.push(t);
    previous = t;
    const balanceText = cellText(cells, columns.balance);
    const balance = balanceText ? parseAmount(balanceText, { decimal: mapping.decimal }) : undefined;
    balanced.push(balance === undefined ? { date, amount, line } : { date, amount, line, balance });
  }

  if (columns.balance !== undefined) {
    const { openingBalance, closingBalance, warning } = checkRunningBalance(balanced);
    if (openingBalance) account.openingBalance = openingBalance;
    if (closingBalance) account.closingBalance = closingBalance;
    if (warning) account.warnings.push(warning);
  }
  // A balance the statement states in words is its own figure, and wins over one worked out.
  if (stated.opening) account.openingBalance = stated.opening;
  if (stated.closing) account.closingBalance = stated.closing;
  dropZeroAmounts(account);
  return { format: options.format ?? 'csv', accounts: [account] };
}

/** The figure on an opening or closing balance row: its balance cell, else its one amount. */
function statedFigure(cells: readonly string[], mapping: CsvMapping, columns: ResolvedColumns): Cents | undefined {
  const options = { decimal: mapping.decimal };
  for (const c of [columns.balance, ...columns.amount]) {
    const text = cellText(cells, c);
    const value = text ? parseAmount(text, options) : undefined;
    if (value !== undefined) return value;
  }
  return undefined;
}

export function parseCsv(text: string, mapping: CsvMapping): ParsedStatement {
  const records = tokenizeCsv(text, mapping.delimiter ?? detectDelimiter(text));
  return parseRows(
    records.map((r) => r.fields),
    mapping,
    { lines: records.map((r) => r.line) },
  );
}
