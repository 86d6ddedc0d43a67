/**
 * The ledger: posting (the one way entries are written or removed), coding of bank transactions,
 * the master table, manual journals, opening balances, the lock date, bank reconciliation and exports. Later steps
 * (adjustments, report locks, bank accounts' opening balances) post through what this exports.
 */
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { registerAttachmentRoutes } from './attachments.routes.js';
import { registerExportRoutes } from './export.routes.js';
import { registerJournalRoutes } from './journals.routes.js';
import { registerReconciliationRoutes } from './reconciliation.routes.js';
import { registerTransactionRoutes } from './transactions.routes.js';

export { journalEntries, journalLines, accountMonthBalances, JOURNAL_SOURCES } from './ledger.tables.js';
export { postEntry, removeEntry, removeEntries, openLedger, type PostEntryInput, type PostedEntry } from './posting.service.js';
export type { JournalSource, LedgerState } from './posting.repo.js';
export { postOpeningBalances, setAccountOpeningBalance, openingEquityAccount, type OpeningBalance } from './opening-balances.service.js';
export { moveLockDate } from './lock-date.service.js';
export { businessInScope, transactionBusinessInScope, type ScopedBusiness } from './ledger.scope.js';
export { selectRows, cents, type DbNumber } from './ledger.sql.js';
export { postCoding, postCodings, type CodingPost } from './coding.service.js';
export { linkEntries, type CodableTransaction } from './coding.repo.js';
export { loadTransactions } from './transactions.service.js';
export type { CodingSplitInput, TransactionDto } from './transactions.schema.js';
export { csvCell } from './export.csv.js';
export { exportLedger, type ExportProgress } from './export.service.js';
export { refuseLargeDirectExport } from './export.limit.js';
export { countExportLines } from './export.repo.js';
export { LedgerErrors, domainCheck } from './ledger.errors.js';

export function registerLedgerModule(app: App, ctx: AppContext): void {
  registerTransactionRoutes(app, ctx);
  registerJournalRoutes(app, ctx);
  registerExportRoutes(app, ctx);
  registerReconciliationRoutes(app, ctx);
  registerAttachmentRoutes(app, ctx);
}
