import type { IsoDate } from '@ledgerdesk/domain';
import type { BankAccountRow, BankAccountView } from './bank-accounts.repo.js';
import type { BankAccountDto, BankFeedDto } from './bank-accounts.schema.js';
import { listProviders, readConnection } from './bank-feeds.js';

/** Account numbers never leave the server whole: only the last four digits, '•••• 6789'. */
export function maskAccountNumber(number: string): string {
  return number === '' ? '' : `•••• ${number.slice(-4)}`;
}

const today = (): IsoDate => new Date().toISOString().slice(0, 10);

function presentFeed(row: BankAccountView): BankAccountDto['feed'] {
  const connection = readConnection(row.connection);
  if (row.kind !== 'online' || !row.provider || !connection) return null;
  const provider = listProviders().find((p) => p.id === row.provider);
  const expired = connection.consentExpiresAt !== '' && connection.consentExpiresAt < today();
  return {
    provider: row.provider,
    providerName: provider?.name ?? row.provider,
    institution: connection.institution,
    // The bank's reference can be an account or card number: masked like one.
    accountReference: maskAccountNumber(connection.accountReference),
    consentExpiresAt: connection.consentExpiresAt || null,
    status: row.status === 'closed' ? 'closed' : expired ? 'consent_expired' : 'connected',
    lastSyncAt: row.lastImportAt?.toISOString() ?? null,
  };
}

export const presentBankAccount = (row: BankAccountView): BankAccountDto => ({
  id: row.id,
  businessId: row.businessId,
  name: row.name,
  bsb: row.bsb,
  accountNumber: maskAccountNumber(row.accountNumber),
  kind: row.kind,
  ledgerAccount: { id: row.ledgerAccountId, code: row.ledgerCode, name: row.ledgerName },
  openingBalance: row.openingBalance,
  openingDate: row.openingDate,
  status: row.status,
  transactionCount: row.transactionCount,
  lastImportAt: row.lastImportAt?.toISOString() ?? null,
  feed: presentFeed(row),
  createdAt: row.createdAt.toISOString(),
});

export function presentBankFeed(row: BankAccountView): BankFeedDto | null {
  const feed = presentFeed(row);
  return feed ? { ...feed, bankAccountId: row.id, name: row.name, accountNumber: maskAccountNumber(row.accountNumber) } : null;
}

/** What an audit record keeps of a bank account: the number masked as everywhere else. */
export const auditableBankAccount = (row: BankAccountRow) => ({
  name: row.name,
  bsb: row.bsb,
  accountNumber: maskAccountNumber(row.accountNumber),
  kind: row.kind,
  ledgerAccountId: row.ledgerAccountId,
  openingBalance: row.openingBalance,
  openingDate: row.openingDate,
  provider: row.provider,
  status: row.status,
});
