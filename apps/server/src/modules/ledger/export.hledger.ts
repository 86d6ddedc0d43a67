/**
 * The ledger as an hledger journal (`hledger -f FILE bal` reads it): account declarations whose
 * `type:` tag tells hledger each account's class, then one transaction per entry. Amounts are
 * exact: cents printed with two decimals under a declared AUD commodity.
 */
import { formatCents, type AccountType } from '@ledgerdesk/domain';
import type { ExportAccount, ExportEntry } from './export.repo.js';
import { cents } from './ledger.sql.js';

const CLASSES: Record<AccountType, { root: string; type: 'A' | 'L' | 'E' | 'R' | 'X' }> = {
  asset: { root: 'assets', type: 'A' },
  liability: { root: 'liabilities', type: 'L' },
  equity: { root: 'equity', type: 'E' },
  income: { root: 'income', type: 'R' },
  other_income: { root: 'income', type: 'R' },
  cost_of_sales: { root: 'expenses', type: 'X' },
  expense: { root: 'expenses', type: 'X' },
  other_expense: { root: 'expenses', type: 'X' },
};

/**
 * hledger ends an account name at two spaces, starts a comment at ';' and a sub-account at ':',
 * so those never reach the journal from a user's text.
 */
export function hledgerText(text: string): string {
  return text
    .replace(/[;:]/g, ',')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

export function hledgerAccountName(account: Pick<ExportAccount, 'code' | 'name' | 'type'>): string {
  return `${CLASSES[account.type].root}:${hledgerText(`${account.code} ${account.name}`)}`;
}

export const hledgerAmount = (amount: number): string => `AUD ${formatCents(amount, { thousands: false })}`;

export function hledgerHeader(businessName: string, accounts: readonly ExportAccount[]): string {
  const lines = [
    `; Ledgerdesk journal of ${hledgerText(businessName)}, amounts in AUD`,
    'commodity AUD 1000.00',
    '',
    ...accounts.map((a) => `account ${hledgerAccountName(a)}  ; type:${CLASSES[a.type].type}`),
    '',
  ];
  return `${lines.join('\n')}\n`;
}

export function hledgerEntries(entries: readonly ExportEntry[], accounts: ReadonlyMap<string, ExportAccount>): string {
  let out = '';
  for (const { head, lines } of entries) {
    out += `${head.date} #${Number(head.number)} ${hledgerText(head.narration)}  ; source:${head.source}\n`;
    for (const line of lines) {
      const account = accounts.get(line.account_id);
      if (!account) throw new Error(`account ${line.account_id} of entry ${head.id} is not in the chart`);
      const tax = line.tax_code ? `  ; tax:${hledgerText(line.tax_code)}` : '';
      out += `    ${hledgerAccountName(account)}  ${hledgerAmount(cents(line.amount))}${tax}\n`;
    }
    out += '\n';
  }
  return out;
}
