/**
 * Entries in a currency other than the account's. The account-currency amount is taken from the
 * file (CAMT's counter value, or an OFX amount and the rate it gives); an entry whose file gives
 * neither is left out and named, never imported at its foreign face value.
 */
import { formatCents, type Cents } from '../money.js';
import { dropRow, type ParsedAccount } from './types.js';
import { message } from '../messages/index.js';

/** `cents` times a decimal rate written as text ('0.6543'), rounded half away from zero; undefined for a rate that is not one. */
export function convertAtRate(cents: Cents, rate: string): Cents | undefined {
  const m = /^(\d+)(?:[.,](\d+))?$/.exec(rate.trim());
  if (!m) return undefined;
  const fraction = m[2] ?? '';
  const numerator = BigInt(`${m[1] ?? '0'}${fraction}`);
  if (numerator === 0n) return undefined;
  const denominator = 10n ** BigInt(fraction.length);
  const product = BigInt(Math.abs(cents)) * numerator;
  const rounded = (product * 2n + denominator) / (denominator * 2n);
  return Number(cents < 0 ? -rounded : rounded);
}

export interface ForeignEntry {
  line: number;
  description: string;
  amount: Cents;
  currency: string;
}

export function dropForeign(account: ParsedAccount, entry: ForeignEntry): void {
  const said = { description: entry.description, amount: formatCents(entry.amount), currency: entry.currency };
  dropRow(account, {
    line: entry.line,
    reason: 'foreignCurrency',
    text: entry.description,
    message: account.currency
      ? message('statements.foreignNoAmount', { ...said, accountCurrency: account.currency })
      : message('statements.foreignNoAccountAmount', said),
  });
}

export function noteConverted(account: ParsedAccount, entry: ForeignEntry, converted: Cents): void {
  account.warnings.push(
    message('imports.converted', {
      line: entry.line,
      description: entry.description,
      amount: `${formatCents(entry.amount)} ${entry.currency}`,
      converted: `${formatCents(converted)}${account.currency ? ` ${account.currency}` : ''}`,
    }),
  );
}
