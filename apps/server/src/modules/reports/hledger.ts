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
