/** The runs' history: batches by rule or business, and the lines of one with their coding before and after. */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { Errors } from '../../platform/errors.js';
import { loadTransactions } from '../ledger/index.js';
import { presentRun, presentSnapshot } from './runs.presenter.js';
import { findRun, listRuns, runLinesPage } from './runs.store.js';

export async function listCodingRuns(ctx: AppContext, actor: AuthUser, query: Parameters<typeof listRuns>[2]) {
  const { rows, total } = await listRuns(ctx.db, actor, query);
  return { data: rows.map(presentRun), pagination: { skip: query.skip, limit: query.limit, total } };
}

export async function codingRunLines(ctx: AppContext, actor: AuthUser, runId: string, page: { skip: number; limit: number }) {
  if (!(await findRun(ctx.db, actor, runId))) throw Errors.notFound('Run');
  const { rows, total } = await runLinesPage(ctx.db, runId, page.skip, page.limit);
  const transactions = new Map(
    (
      await loadTransactions(
        ctx.db,
        rows.map((r) => r.transactionId),
      )
    ).map((tx) => [tx.id, tx]),
  );
  return {
    data: rows.flatMap((r) => {
      const transaction = transactions.get(r.transactionId);
      return transaction ? [{ transaction, ruleId: r.ruleId, before: presentSnapshot(r.before), after: presentSnapshot(r.after) }] : [];
    }),
    pagination: { skip: page.skip, limit: page.limit, total },
  };
}
