import { message } from '@ledgerdesk/domain';
/**
 * Online bank accounts keep their connection behind a provider, so a real feed (an open-banking
 * aggregator) can be added without touching the bank-account code. The one provider shipped,
 * 'file-drop', needs no network: the bank's statements arrive as uploaded files through the
 * import endpoint, and the connection records which institution and account they come from
 * and until when the client's consent runs.
 */
import type { IsoDate, ParsedTransaction } from '@ledgerdesk/domain';
import { Errors } from '../../platform/errors.js';

export interface FeedDetails {
  institution: string;
  accountReference: string;
  consentExpiresAt: IsoDate;
}

/** What bank_accounts.connection stores for an online account. */
export interface StoredConnection extends FeedDetails {
  connectedAt: string;
}

export interface BankFeedProvider {
  id: string;
  name: string;
  description: string;
  /** Checks the details and answers the connection to store; refuses (400) details it cannot use. */
  connect(details: FeedDetails, today: IsoDate): StoredConnection;
  /** Transactions the feed holds for the connection since `since` (inclusive), to go through the normal import. */
  fetchTransactions(connection: StoredConnection, since: IsoDate): Promise<ParsedTransaction[]>;
}

export const fileDropProvider: BankFeedProvider = {
  id: 'file-drop',
  name: 'Statement file drop',
  description: 'Statements (CSV, OFX, QIF, CAMT.053, XLSX) exported by the bank are uploaded to the account and imported.',
  connect(details, today) {
    if (details.consentExpiresAt < today) throw Errors.badRequest(message('banking.consentExpired'));
    return { ...details, connectedAt: new Date().toISOString() };
  },
  // Nothing to pull: this feed's transactions are pushed by uploads, which import them directly.
  fetchTransactions: () => Promise.resolve([]),
};

const PROVIDERS: ReadonlyMap<string, BankFeedProvider> = new Map([[fileDropProvider.id, fileDropProvider]]);

export function listProviders(): BankFeedProvider[] {
  return [...PROVIDERS.values()];
}

export function findProvider(id: string): BankFeedProvider {
  const provider = PROVIDERS.get(id);
  if (!provider) throw Errors.badRequest(message('banking.unknownProvider', { providers: [...PROVIDERS.keys()].join(', ') }));
  return provider;
}

/** The stored JSON read back; anything missing reads as empty rather than failing a list. */
export function readConnection(stored: Record<string, string> | null): StoredConnection | null {
  if (!stored) return null;
  return {
    institution: stored.institution ?? '',
    accountReference: stored.accountReference ?? '',
    consentExpiresAt: stored.consentExpiresAt ?? '',
    connectedAt: stored.connectedAt ?? '',
  };
}
