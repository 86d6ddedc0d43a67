/**
 * Runs Debian's hledger on an exported journal and reads `bal -O csv` back as cents per account
 * code. The trial-balance tests compare against it, so a machine without it fails loudly.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { parseAmount } from '@ledgerdesk/domain';

const run = promisify(execFile);
export const HLEDGER = '/usr/bin/hledger';

export function requireHledger(): string {
  if (!existsSync(HLEDGER)) {
    throw new Error('hledger is not installed, and the trial balance is checked against it: run `apt-get install -y hledger`.');
  }
  return HLEDGER;
}

/** Balance per account code ('assets:1-1110 Business cheque account' → '1-1110'), in signed cents. */
export async function hledgerBalances(file: string, args: readonly string[]): Promise<Map<string, number>> {
  const { stdout } = await run(requireHledger(), ['-f', file, 'bal', '--flat', '-O', 'csv', ...args], { maxBuffer: 64 * 1024 * 1024 });
  const balances = new Map<string, number>();
  for (const line of stdout.trim().split(/\r?\n/).slice(1)) {
    const match = /^"([^"]*)","([^"]*)"$/.exec(line);
    if (!match) throw new Error(`unexpected hledger output: ${line}`);
    const [, account = '', balance = ''] = match;
    if (account === 'total') continue;
    const code = account.slice(account.indexOf(':') + 1).split(' ')[0] ?? '';
    const cents = parseAmount(balance);
    if (cents === undefined) throw new Error(`unreadable hledger amount: ${balance}`);
    balances.set(code, cents);
  }
  return balances;
}

export interface HledgerStatement {
  /** Per section ('Revenues', 'Expenses', 'Assets', 'Liabilities'): the balance per account code and the section total. */
  sections: Map<string, { accounts: Map<string, number>; total: number }>;
  /** The statement's last line: revenues − expenses for `is`, assets − liabilities for `bs`. */
  net: number;
}

/** `hledger is|bs --flat -O csv`, read back as cents per account code, shown the natural way round as hledger does. */
export async function hledgerStatement(file: string, command: 'is' | 'bs', args: readonly string[]): Promise<HledgerStatement> {
  const { stdout } = await run(requireHledger(), ['-f', file, command, '--flat', '-O', 'csv', ...args], { maxBuffer: 64 * 1024 * 1024 });
  const sections: HledgerStatement['sections'] = new Map();
  let current: { accounts: Map<string, number>; total: number } | undefined;
  let net: number | undefined;
  const amount = (text: string) => {
    const cents = text === '' || text === '0' ? 0 : parseAmount(text);
    if (cents === undefined) throw new Error(`unreadable hledger amount: ${text}`);
    return cents;
  };
  for (const line of stdout.trim().split(/\r?\n/).slice(2)) {
    // An empty report (nothing before the journal starts) has no amount column at all.
    const match = /^"([^"]*)"(?:,"([^"]*)")?$/.exec(line);
    if (!match) throw new Error(`unexpected hledger output: ${line}`);
    const [, name = '', value = ''] = match;
    if (name === 'Net:') net = amount(value);
    else if (name === 'total' && current) current.total = amount(value);
    else if (!name.includes(':')) {
      current = { accounts: new Map(), total: 0 };
      sections.set(name, current);
    } else current?.accounts.set(name.slice(name.indexOf(':') + 1).split(' ')[0] ?? '', amount(value));
  }
  if (net === undefined) throw new Error(`hledger ${command} printed no Net line`);
  return { sections, net };
}
