/**
 * Quicken Interchange Format: '!' headers, one field per line (a letter then its value),
 * records ended by '^'. Only cash-like registers (Bank, Cash, CCard, Oth A, Oth L) carry bank
 * transactions; category, class, memorised and investment lists are passed over. Accounts come
 * from !Account blocks; a block without a name cannot be matched to anything, so it and its
 * transactions are left out with a warning, as are records missing a date or an amount.
 */
import { parseAmount } from '../money.js';
import { detectDateOrder, readDateInOrder, type DateOrder } from './date-order.js';
import { summaryKind } from './summary-rows.js';
import {
  dropRow,
  dropZeroAmounts,
  StatementParseError,
  type DroppedRow,
  type ParsedAccount,
  type ParsedStatement,
  type ParsedTransaction,
} from './types.js';
import { message, type Message } from '../messages/index.js';

export interface QifOptions {
  /** Leave out to detect it from all the dates of the file. */
  dateOrder?: DateOrder;
  decimal?: '.' | ',';
}

interface QifField {
  code: string;
  value: string;
  line: number;
}

interface QifRecord {
  line: number;
  fields: QifField[];
}

type Section = 'register' | 'accountHeader' | 'accountList' | 'other';

const REGISTER_TYPES = new Set(['bank', 'cash', 'ccard', 'oth a', 'oth l']);
const LIST_TYPES = new Set(['cat', 'class', 'memorized', 'security', 'payee', 'prices', 'template']);

interface Bucket {
  account: ParsedAccount;
  records: QifRecord[];
}

/** The records under one '!' header line; the first block holds any records before a header. */
interface Block {
  header: string;
  line: number;
  records: QifRecord[];
}

function readRecords(text: string): Block[] {
  const blocks: Block[] = [{ header: '', line: 0, records: [] }];
  let current: QifRecord = { line: 0, fields: [] };
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const lineNo = index + 1;
    const line = raw.replace(/^\uFEFF/, '');
    if (line.trim() === '') return;
    const block = blocks[blocks.length - 1] as Block;
    if (line.startsWith('!')) {
      if (current.fields.length) block.records.push(current);
      current = { line: 0, fields: [] };
      blocks.push({ header: line.slice(1).trim(), line: lineNo, records: [] });
    } else if (line.startsWith('^')) {
      if (current.fields.length) block.records.push(current);
      current = { line: 0, fields: [] };
    } else {
      if (!current.fields.length) current.line = lineNo;
      current.fields.push({ code: line.charAt(0).toUpperCase(), value: line.slice(1).trim(), line: lineNo });
    }
  });
  if (current.fields.length) (blocks[blocks.length - 1] as Block).records.push(current);
  return blocks;
}

const field = (record: QifRecord, code: string) => record.fields.find((f) => f.code === code);

/** A field the record was kept for having; records without one were set aside earlier. */
function required(record: QifRecord, ...codes: string[]): QifField {
  for (const code of codes) {
    const found = field(record, code);
    if (found) return found;
  }
  throw new StatementParseError(message('statements.qifNoField', { codes: codes.join('/') }), record.line);
}

function toTransaction(record: QifRecord, order: DateOrder, decimal: '.' | ','): ParsedTransaction {
  const d = required(record, 'D');
  const date = readDateInOrder(d.value, order);
  if (!date) throw new StatementParseError(message('statements.dateInvalid', { value: d.value }), d.line);
  const t = required(record, 'T', 'U');
  const amount = parseAmount(t.value, { decimal });
  if (amount === undefined) throw new StatementParseError(message('statements.amountNotNumber', { value: t.value }), t.line);

  const payee = field(record, 'P')?.value;
  const memo = field(record, 'M')?.value;
  const category = field(record, 'L')?.value;
  const details: string[] = [];
  // A category in brackets is a transfer to another account of the same file.
  if (category && /^\[.*\]$/.test(category)) details.push(`transfer ${category}`);
  const splits = record.fields.filter((f) => f.code === 'S' || f.code === '$');
  const splitText: string[] = [];
  for (const f of splits) {
    if (f.code === 'S') splitText.push(f.value);
    else if (splitText.length) splitText[splitText.length - 1] += ` ${f.value}`;
  }
  if (splitText.length) details.push(`splits: ${splitText.join('; ')}`);
  const main = memo || payee || category || '';
  const description = details.length ? `${main} (${details.join(', ')})`.trim() : main;
  const transaction: ParsedTransaction = { date, amount, description, line: record.line };
  if (payee) transaction.payee = payee;
  const number = field(record, 'N')?.value;
  if (number) transaction.reference = number;
  return transaction;
}

/**
 * Quicken starts a register with an 'Opening Balance' payee: the account's balance, not money
 * moving. Only the payee says so; a memo reading 'Starting balance' is the user's own note.
 */
function isSummary(account: ParsedAccount, t: ParsedTransaction): boolean {
  const label = t.payee;
  const kind = label === undefined ? undefined : summaryKind(label);
  if (!kind || label === undefined) return false;
  const row: DroppedRow = { reason: 'summary', message: message('statements.summaryRegister', { label }), text: label };
  if (t.line !== undefined) row.line = t.line;
  dropRow(account, row);
  if (kind === 'opening') account.openingBalance = { amount: t.amount, date: t.date };
  if (kind === 'closing') account.closingBalance = { amount: t.amount, date: t.date };
  return true;
}

export function parseQif(text: string, options: QifOptions = {}): ParsedStatement {
  const blocks = readRecords(text);
  const buckets = new Map<string, Bucket>();
  const unnamed: Bucket = { account: { transactions: [], warnings: [] }, records: [] };
  const fileWarnings: Message[] = [];
  // Records before any !Account belong to the one account the file is about.
  let target: Bucket | undefined = unnamed;
  let autoSwitch = false;
  let section: Section = 'register';

  const bucketFor = (name: string, type?: string) => {
    const bucket = buckets.get(name) ?? { account: { name, transactions: [], warnings: [] }, records: [] };
    buckets.set(name, bucket);
    if (type) bucket.account.accountType = type;
    return bucket;
  };

  for (const block of blocks) {
    const header = block.header.toLowerCase();
    if (header === 'option:autoswitch') autoSwitch = true;
    else if (header === 'clear:autoswitch') autoSwitch = false;
    else if (header === 'account') section = autoSwitch ? 'accountList' : 'accountHeader';
    else if (header.startsWith('type:')) {
      const type = header.slice(5).trim();
      section = REGISTER_TYPES.has(type) ? 'register' : 'other';
      if (section === 'other' && !LIST_TYPES.has(type) && block.records.length) {
        fileWarnings.push(message('imports.qifOtherType', { line: block.line, count: block.records.length, type: block.header.slice(5) }));
      }
    } else if (header) section = 'other';

    for (const record of block.records) {
      if (section === 'accountList') {
        const name = field(record, 'N')?.value;
        if (name) bucketFor(name, field(record, 'T')?.value);
      } else if (section === 'accountHeader') {
        // One account header, then its transactions follow, with or without a !Type line.
        section = 'register';
        const name = field(record, 'N')?.value;
        if (!name) {
          target = undefined;
          fileWarnings.push(message('imports.qifUnnamedAccount', { line: record.line }));
          continue;
        }
        target = bucketFor(name, field(record, 'T')?.value);
        // Quicken writes the account's balance at export time, so it carries no date.
        const balance = field(record, 'B');
        const amount = balance ? parseAmount(balance.value, { decimal: options.decimal ?? '.' }) : undefined;
        if (amount !== undefined) target.account.closingBalance = { amount };
      } else if (section === 'register' && target) {
        if (!field(record, 'D')) target.account.warnings.push(message('imports.qifNoDate', { line: record.line }));
        else if (!field(record, 'T') && !field(record, 'U'))
          target.account.warnings.push(message('imports.qifNoAmount', { line: record.line }));
        else target.records.push(record);
      }
    }
  }

  const used = [unnamed, ...buckets.values()].filter((b) => b.records.length > 0);
  const samples = used.flatMap((b) => b.records.map((r) => required(r, 'D'))).map((d) => ({ text: d.value, line: d.line }));
  if (used.length === 0) throw new StatementParseError(message('statements.qifNoTransactions'));
  const order = options.dateOrder ?? detectDateOrder(samples);
  const accounts = used.map((b) => {
    b.account.transactions = b.records.map((r) => toTransaction(r, order, options.decimal ?? '.')).filter((t) => !isSummary(b.account, t));
    dropZeroAmounts(b.account);
    return b.account;
  });
  accounts[0]?.warnings.unshift(...fileWarnings);
  return { format: 'qif', accounts };
}
