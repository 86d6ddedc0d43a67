/**
 * Banking: a business's bank accounts (manual, or online behind a feed provider), statement
 * imports (preview, commit, processing-data list) and saved CSV mappings.
 */
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { registerBankAccountRoutes } from './bank-accounts.routes.js';
import { registerCsvMappingRoutes } from './csv-mappings.routes.js';
import { registerImportRoutes } from './imports.routes.js';
import { pendingStatementReads } from './statement-parsing.js';

export { bankAccounts, bankTransactions, bankUncodedCounts, csvMappings, importBatches } from './banking.tables.js';
export { findBankAccount, listBankAccounts as listBankAccountRows, type BankAccountRow } from './bank-accounts.repo.js';
export { maskAccountNumber } from './bank-accounts.presenter.js';
export { findProvider, listProviders, type BankFeedProvider, type FeedDetails, type StoredConnection } from './bank-feeds.js';
export { importProgress, type ImportProgress } from './imports.events.js';

export function registerBankingModule(app: App, ctx: AppContext): void {
  registerBankAccountRoutes(app, ctx);
  registerCsvMappingRoutes(app, ctx);
  registerImportRoutes(app, ctx);
  ctx.metrics.queueDepth('statement-reads', pendingStatementReads);
}
