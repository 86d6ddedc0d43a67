/**
 * OFX 1.x (SGML), OFX 2.x (XML) and Quicken's QFX: every bank (STMTRS) and credit-card
 * (CCSTMTRS) statement in the file becomes one account. Transactions keep the bank's FITID
 * for dedupe and the calendar date as written: a posting time and its zone ('[-5:EST]') never
 * move a transaction to another day. A transaction without a readable date or amount makes
 * the whole file refused, naming its line, rather than imported with a guess. A transaction in
 * another currency is converted at the rate the file gives, or left out and named.
 */
import { isoDate, isIsoDate, type IsoDate } from '../dates.js';
import { parseAmount, type Cents } from '../money.js';
import { convertAtRate, dropForeign, noteConverted, type ForeignEntry } from './foreign-amounts.js';
import { child, descendants, parseMarkup, textAt, type MarkupElement } from './markup.js';
import {
  dropRow,
  dropZeroAmounts,
  StatementParseError,
  type ParsedAccount,
  type ParsedBalance,
  type ParsedStatement,
  type ParsedTransaction,
} from './types.js';
import { message, type Message } from '../messages/index.js';

export interface OfxOptions {
  /** 'qfx' when the file came as Quicken's .qfx; the content is the same language. */
  format?: 'ofx' | 'qfx';
}

/** '20090401', '20090523122017.000[-5:EST]', '20140920170000[0:GMT]' → the date written. */
export function readOfxDate(value: string): IsoDate | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(?:[\d.:]*)(?:\s*\[[^\]]*\])?$/.exec(value.trim());
  if (!m) return undefined;
  const date = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  return isIsoDate(date) ? date : undefined;
}

/**
 * OFX amounts carry no thousands separators, so a lone comma is a decimal comma ('-200,00'
 * from European banks). Anything else ('$120') is refused: the spec allows digits and a sign.
 */
export function readOfxAmount(value: string): Cents | undefined {
  const v = value.trim();
  if (!/^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/.test(v)) return undefined;
  return parseAmount(v, { decimal: v.includes(',') ? ',' : '.' });
}

function findRoot(text: string): MarkupElement {
  const start = text.search(/<OFX\s*>/i);
  if (start === -1) throw new StatementParseError(message('statements.notOfx'));
  const ofx = child(parseMarkup(text, { start, upperCase: true }), 'OFX');
  if (!ofx) throw new StatementParseError(message('statements.notOfx'));
  return ofx;
}

function readBalance(element: MarkupElement | undefined, warnings: Message[]): ParsedBalance | undefined {
  const raw = textAt(element, 'BALAMT');
  if (!element || raw === undefined) return undefined; // blank balances are common and carry nothing
  const amount = readOfxAmount(raw);
  if (amount === undefined) {
    // The balance only checks the statement; an odd one should not stop the transactions.
    warnings.push(message('imports.balanceNotNumber', { line: element.line, raw }));
    return undefined;
  }
  const asOf = textAt(element, 'DTASOF');
  const date = asOf === undefined ? undefined : readOfxDate(asOf);
  return date === undefined ? { amount } : { amount, date };
}

function readTransaction(trn: MarkupElement, account: ParsedAccount): ParsedTransaction | undefined {
  const { warnings } = account;
  const posted = child(trn, 'DTPOSTED');
  const postedText = posted?.text?.trim();
  if (!postedText) throw new StatementParseError(message('statements.ofxNoPostingDate'), posted?.line ?? trn.line);
  const date = readOfxDate(postedText);
  if (!date) throw new StatementParseError(message('statements.dateInvalid', { value: postedText }), posted?.line);
  const amountElement = child(trn, 'TRNAMT');
  const amountText = amountElement?.text?.trim();
  if (!amountText) throw new StatementParseError(message('statements.ofxNoAmount'), amountElement?.line ?? trn.line);
  const amount = readOfxAmount(amountText);
  if (amount === undefined)
    throw new StatementParseError(message('statements.amountNotNumber', { value: amountText }), amountElement?.line);

  const externalId = textAt(trn, 'FITID');
  const correctAction = textAt(trn, 'CORRECTACTION')?.toUpperCase();
  const corrects = textAt(trn, 'CORRECTFITID');
  if (corrects && correctAction === 'DELETE') {
    dropRow(account, {
      line: trn.line,
      reason: 'cancelled',
      message: message('statements.ofxCancels', { id: corrects }),
      text: corrects,
    });
    return undefined;
  }
  if (corrects)
    warnings.push(message('imports.ofxCorrection', { line: trn.line, id: externalId ?? '', corrects, action: correctAction ?? 'REPLACE' }));

  const name = textAt(trn, 'NAME');
  const memo = textAt(trn, 'MEMO');
  const checkNumber = textAt(trn, 'CHECKNUM');
  const reference = checkNumber && checkNumber !== '0' ? checkNumber : textAt(trn, 'REFNUM');
  const type = textAt(trn, 'TRNTYPE')?.toUpperCase();
  const description = memo ?? name ?? [type, checkNumber && checkNumber !== '0' ? checkNumber : undefined].filter(Boolean).join(' ');
  const inAccountCurrency = accountAmount(trn, account, { line: trn.line, description, amount });
  if (inAccountCurrency === undefined) return undefined;
  const t: ParsedTransaction = { date, amount: inAccountCurrency, description, line: trn.line };
  if (name) t.payee = name;
  if (reference) t.reference = reference;
  if (externalId) t.externalId = externalId;
  return t;
}

/**
 * The amount in the statement's currency. OFX writes a transaction in another currency with a
 * <CURRENCY> aggregate (the amount is in CURSYM; CURRATE converts it) and one already converted
 * with <ORIGCURRENCY> (the amount is in the statement's currency as it stands).
 */
function accountAmount(trn: MarkupElement, account: ParsedAccount, entry: Omit<ForeignEntry, 'currency'>): Cents | undefined {
  const foreign = child(trn, 'CURRENCY');
  const currency = textAt(foreign, 'CURSYM')?.toUpperCase();
  // Without CURDEF there is no account currency to hold the amount against; the file is warned about already.
  if (!foreign || !currency || !account.currency || currency === account.currency) return entry.amount;
  const rate = textAt(foreign, 'CURRATE');
  const converted = rate === undefined ? undefined : convertAtRate(entry.amount, rate);
  if (converted === undefined) {
    dropForeign(account, { ...entry, currency });
    return undefined;
  }
  noteConverted(account, { ...entry, currency }, converted);
  return converted;
}

function readStatement(stmt: MarkupElement, only: boolean): ParsedAccount {
  const isCard = stmt.name === 'CCSTMTRS';
  const from = child(stmt, isCard ? 'CCACCTFROM' : 'BANKACCTFROM');
  const accountId = textAt(from, 'ACCTID');
  // One statement without a number goes where the user imports it; among several it cannot be told apart.
  if (!accountId && !only) {
    throw new StatementParseError(message('statements.ofxNoAccount', { element: isCard ? 'CCACCTFROM' : 'BANKACCTFROM' }), stmt.line);
  }
  const account: ParsedAccount = { transactions: [], warnings: [] };
  if (accountId) account.accountId = accountId;
  const bankId = textAt(from, 'BANKID');
  if (bankId) account.bankId = bankId;
  const accountType = isCard ? 'CREDITCARD' : textAt(from, 'ACCTTYPE')?.toUpperCase();
  if (accountType) account.accountType = accountType;
  const currency = textAt(stmt, 'CURDEF');
  if (currency) account.currency = currency.toUpperCase();
  else account.warnings.push(message('imports.noCurrency', { line: stmt.line }));

  for (const trn of descendants(stmt, 'STMTTRN')) {
    const t = readTransaction(trn, account);
    if (t) account.transactions.push(t);
  }
  dropZeroAmounts(account);
  const ledger = readBalance(child(stmt, 'LEDGERBAL'), account.warnings);
  if (ledger) account.closingBalance = ledger;
  return account;
}

export function parseOfx(text: string, options: OfxOptions = {}): ParsedStatement {
  const ofx = findRoot(text);
  const statements = descendants(ofx, 'STMTRS', 'CCSTMTRS');
  if (statements.length === 0) {
    const investment = descendants(ofx, 'INVSTMTRS')[0];
    if (investment) throw new StatementParseError(message('statements.ofxInvestment'), investment.line);
    throw new StatementParseError(message('statements.ofxNoStatement'));
  }
  return { format: options.format ?? 'ofx', accounts: statements.map((stmt) => readStatement(stmt, statements.length === 1)) };
}
