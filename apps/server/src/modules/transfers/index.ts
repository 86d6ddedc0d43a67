/**
 * Internal transfers: pairs of a spend and a receipt between a business's own bank accounts,
 * proposed by analysis (and after every import), accepted to the transfer clearing account,
 * rejected for good, or undone.
 */
import type { AppContext } from '../../platform/context.js';
import type { App } from '../../platform/http.js';
import { registerTransferRoutes } from './transfers.routes.js';

export { transferPairs } from './transfers.tables.js';
export { proposeTransfers } from './transfers.service.js';
/** The analysis statement itself, for the bench's EXPLAIN ANALYZE. */
export { candidateQuery as transferCandidateQuery } from './transfers.repo.js';

export function registerTransfersModule(app: App, ctx: AppContext): void {
  registerTransferRoutes(app, ctx);
}
