/**
 * ISO 20022 CAMT.053 bank-to-customer statements (any camt.053.001.xx version; .02 and .04
 * are the common ones). Each <Stmt> is one account. A batch entry whose transaction details
 * add up to it is split into one transaction per detail, so each payment can be coded on its
 * own; otherwise the entry stays whole. Opening (OPBD, else PRCD) plus entries is checked
 * against the closing balance (CLBD). An entry in a foreign currency is imported at the
 * account-currency amount its details give (counter value, transaction or instructed amount),
 * or left out and named when they give none.
 */
import type { IsoDate } from '../dates.js';
import { isIsoDate } from '../dates.js';
import { parseAmount, type Cents } from '../money.js';
import { reconcile } from './balances.js';
import { child, childrenNamed, descendants, parseMarkup, textAt, type MarkupElement } from './markup.js';
import { dropForeign, noteConverted } from './foreign-amounts.js';
import {
  dropRow,
  dropZeroAmounts,
  StatementParseError,
  type ParsedAccount,
  type ParsedBalance,
  type ParsedStatement,
  type ParsedTransaction,
} from './types.js';
import { message } from '../messages/index.js';

interface Money {
  amount: Cents;
  currency?: string;
}

function readMoney(element: MarkupElement | undefined, line: number): Money | undefined {
  const text = element?.text?.trim();
  if (!element || !text) return undefined;
  const amount = /^\d+(\.\d+)?$/.test(text) ? parseAmount(text) : undefined;
  if (amount === undefined) throw new StatementParseError(message('statements.amountNotNumber', { value: text }), element.line || line);
  const currency = element.attributes.Ccy;
  return currency ? { amount, currency } : { amount };
}

/** <Dt>2014-01-05</Dt> or <DtTm>2014-01-05T10:00:00+01:00</DtTm>: the day as written. */
function readDate(element: MarkupElement | undefined): IsoDate | undefined {
  const value = textAt(element, 'Dt') ?? textAt(element, 'DtTm');
  const date = value?.slice(0, 10);
  return date && isIsoDate(date) ? date : undefined;
}

const signed = (money: Money, indicator: string | undefined) => (indicator === 'DBIT' ? -money.amount : money.amount);

function partyName(party: MarkupElement | undefined): string | undefined {
  return textAt(party, 'Nm') ?? textAt(party, 'Pty', 'Nm');
}

interface Detail {
  amount?: Cents;
  currency?: string;
  element?: MarkupElement;
}

function describe(entry: MarkupElement, detail: MarkupElement | undefined, credit: boolean): Omit<ParsedTransaction, 'date' | 'amount'> {
  const parties = child(detail, 'RltdPties');
  const debtor = partyName(child(parties, 'Dbtr')) ?? partyName(child(parties, 'UltmtDbtr'));
  const creditor = partyName(child(parties, 'Cdtr')) ?? partyName(child(parties, 'UltmtCdtr'));
  // The counterparty is whoever is on the other side: the payer of a credit, the payee of a debit.
  const payee = credit ? (debtor ?? creditor) : (creditor ?? debtor);
  const remittance = childrenNamed(child(detail, 'RmtInf'), 'Ustrd')
    .map((u) => u.text?.trim())
    .filter(Boolean)
    .join(' ');
  const code = child(entry, 'BkTxCd');
  const domain = [textAt(code, 'Domn', 'Cd'), textAt(code, 'Domn', 'Fmly', 'Cd'), textAt(code, 'Domn', 'Fmly', 'SubFmlyCd')]
    .filter(Boolean)
    .join('-');
  const description =
    textAt(detail, 'AddtlTxInf') ??
    (remittance || undefined) ??
    textAt(entry, 'AddtlNtryInf') ??
    payee ??
    (domain || textAt(code, 'Prtry', 'Cd')) ??
    '';
  const endToEnd = textAt(detail, 'Refs', 'EndToEndId');
  const reference =
    textAt(detail, 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref') ??
    (endToEnd && endToEnd !== 'NOTPROVIDED' ? endToEnd : undefined) ??
    textAt(detail, 'Refs', 'AcctSvcrRef') ??
    textAt(entry, 'AcctSvcrRef');
  const result: Omit<ParsedTransaction, 'date' | 'amount'> = { description, line: detail?.line ?? entry.line };
  if (payee) result.payee = payee;
  if (reference) result.reference = reference;
  return result;
}

/** The entry's amount in the account's currency, from its amount details when the entry's own is foreign. */
function accountMoney(entry: MarkupElement, money: Money, currency: string | undefined): Money | undefined {
  if (!money.currency || !currency || money.currency === currency) return money;
  for (const name of ['CntrValAmt', 'TxAmt', 'InstdAmt']) {
    for (const holder of descendants(entry, name)) {
      const amount = child(holder, 'Amt');
      if (amount?.attributes.Ccy === currency) return readMoney(amount, holder.line);
    }
  }
  return undefined;
}

function readEntry(entry: MarkupElement, account: ParsedAccount): ParsedTransaction[] {
  const { currency, warnings } = account;
  const status = textAt(entry, 'Sts') ?? textAt(entry, 'Sts', 'Cd');
  if (status && status !== 'BOOK') {
    dropRow(account, {
      line: entry.line,
      reason: 'notBooked',
      message: message('statements.camtNotBooked', { status }),
      text: status,
    });
    return [];
  }
  const written = readMoney(child(entry, 'Amt'), entry.line);
  if (!written) throw new StatementParseError(message('statements.camtNoAmount'), entry.line);
  const indicator = textAt(entry, 'CdtDbtInd');
  if (indicator !== 'CRDT' && indicator !== 'DBIT') throw new StatementParseError(message('statements.camtNoDirection'), entry.line);
  const date = readDate(child(entry, 'BookgDt')) ?? readDate(child(entry, 'ValDt'));
  if (!date) throw new StatementParseError(message('statements.camtNoDate'), entry.line);
  const money = accountMoney(entry, written, currency);
  if (money !== written) {
    const foreign = {
      line: entry.line,
      description: describe(entry, undefined, indicator === 'CRDT').description,
      amount: signed(written, indicator),
      currency: written.currency ?? '',
    };
    if (!money) {
      dropForeign(account, foreign);
      return [];
    }
    noteConverted(account, foreign, signed(money, indicator));
  }
  const amount = signed(money, indicator);
  const entryRef = textAt(entry, 'AcctSvcrRef') ?? textAt(entry, 'NtryRef');

  const details: Detail[] = descendants(entry, 'TxDtls').map((element) => {
    const m = readMoney(child(element, 'Amt') ?? child(element, 'AmtDtls', 'TxAmt', 'Amt'), element.line);
    const ind = textAt(element, 'CdtDbtInd') ?? indicator;
    return m ? { element, amount: signed(m, ind), currency: m.currency ?? money.currency } : { element };
  });
  const entryCurrency = money.currency ?? currency;
  const split =
    details.length > 1 &&
    details.every((d) => d.amount !== undefined && d.amount !== 0 && d.currency === entryCurrency) &&
    details.reduce((sum, d) => sum + (d.amount ?? 0), 0) === amount;
  if (details.length > 1 && !split) warnings.push(message('imports.camtDetailsDiffer', { line: entry.line, count: details.length }));

  if (!split) {
    const t: ParsedTransaction = { date, amount, ...describe(entry, details[0]?.element, indicator === 'CRDT') };
    if (entryRef) t.externalId = entryRef;
    return [t];
  }
  return details.map((d, i) => {
    const t: ParsedTransaction = { date, amount: d.amount ?? 0, ...describe(entry, d.element, (d.amount ?? 0) > 0) };
    if (entryRef) t.externalId = `${entryRef}/${i + 1}`;
    return t;
  });
}

function readBalances(stmt: MarkupElement, account: ParsedAccount): void {
  const found = new Map<string, ParsedBalance>();
  for (const bal of childrenNamed(stmt, 'Bal')) {
    const code = textAt(bal, 'Tp', 'CdOrPrtry', 'Cd') ?? textAt(bal, 'Tp', 'CdOrPrtry', 'Prtry');
    const money = readMoney(child(bal, 'Amt'), bal.line);
    if (!code || !money || found.has(code)) continue;
    if (money.currency && account.currency && money.currency !== account.currency) {
      if (['OPBD', 'PRCD', 'CLBD'].includes(code))
        account.warnings.push(
          message('imports.balanceCurrency', { line: bal.line, code, currency: money.currency, accountCurrency: account.currency }),
        );
      continue;
    }
    const date = readDate(child(bal, 'Dt'));
    const amount = signed(money, textAt(bal, 'CdtDbtInd'));
    found.set(code, date ? { amount, date } : { amount });
  }
  const opening = found.get('OPBD') ?? found.get('PRCD');
  const closing = found.get('CLBD');
  if (opening) account.openingBalance = opening;
  if (closing) account.closingBalance = closing;
}

function readStatement(stmt: MarkupElement): ParsedAccount {
  const acct = child(stmt, 'Acct');
  const accountId = textAt(acct, 'Id', 'IBAN') ?? textAt(acct, 'Id', 'Othr', 'Id');
  if (!accountId) throw new StatementParseError(message('statements.camtNoAccount'), stmt.line);
  const entries = childrenNamed(stmt, 'Ntry');
  const currency =
    textAt(acct, 'Ccy') ?? child(entries[0], 'Amt')?.attributes.Ccy ?? child(childrenNamed(stmt, 'Bal')[0], 'Amt')?.attributes.Ccy;
  const account: ParsedAccount = { accountId, transactions: [], warnings: [] };
  if (currency) account.currency = currency;
  const bankId = textAt(acct, 'Svcr', 'FinInstnId', 'BIC') ?? textAt(acct, 'Svcr', 'FinInstnId', 'BICFI');
  if (bankId) account.bankId = bankId;
  const name = textAt(acct, 'Nm') ?? textAt(acct, 'Ownr', 'Nm');
  if (name) account.name = name;
  readBalances(stmt, account);
  for (const entry of entries) account.transactions.push(...readEntry(entry, account));
  dropZeroAmounts(account);
  reconcile(account);
  return account;
}

export function parseCamt053(text: string): ParsedStatement {
  const root = parseMarkup(text);
  const report = descendants(root, 'BkToCstmrStmt')[0];
  if (!report) {
    if (descendants(root, 'BkToCstmrAcctRpt', 'BkToCstmrDbtCdtNtfctn').length) {
      throw new StatementParseError(message('statements.camtReport'));
    }
    throw new StatementParseError(message('statements.notCamt'));
  }
  const statements = childrenNamed(report, 'Stmt');
  if (statements.length === 0) throw new StatementParseError(message('statements.camtNoStatement'), report.line);
  return { format: 'camt053', accounts: statements.map(readStatement) };
}
