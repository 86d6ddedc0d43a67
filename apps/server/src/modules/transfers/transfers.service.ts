/**
 * Internal transfers of one business: proposing pairs (on demand and after every import) and
 * listing them. The decisions on them are transfers.decisions.ts.
 */
import {
  chooseTransferPairs,
  DEFAULT_TRANSFER_DAYS,
  transferConfidence,
  type TransferAnalyzeInput,
  type TransferPairListQuery,
} from '@ledgerdesk/domain';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command } from '../../platform/db/command.js';
import { businessInScope, openLedger } from '../ledger/index.js';
import { presentPairs } from './transfers.presenter.js';
import * as repo from './transfers.repo.js';

/**
 * Replaces the business's proposed pairs with a fresh analysis, as a step of the caller's command
 * (the ledger lock keeps codings out meanwhile). Answers how many pairs are proposed.
 */
export async function proposeTransfers(db: Db, businessId: string, days: number = DEFAULT_TRANSFER_DAYS): Promise<number> {
  await openLedger(db, businessId);
  await repo.clearProposed(db, businessId);
  const candidates = (await repo.findCandidates(db, businessId, days)).map((c) => ({ ...c, confidence: transferConfidence(c, days) }));
  const chosen = chooseTransferPairs(candidates);
  await repo.insertProposed(
    db,
    businessId,
    chosen.map((c) => ({ id: randomUUID(), outId: c.outId, inId: c.inId, confidence: c.confidence, gapDays: c.gapDays })),
  );
  return chosen.length;
}

export async function analyzeTransfers(ctx: AppContext, actor: AuthUser, businessId: string, input: TransferAnalyzeInput) {
  return command(ctx, actor, async (cmd) => {
    await businessInScope(cmd.db, actor, businessId);
    const proposed = await proposeTransfers(cmd.db, businessId, input.days);
    await cmd.audit({ action: 'transfers.analyzed', entity: 'business', entityId: businessId, after: { days: input.days, proposed } });
    return { proposed, days: input.days };
  });
}

export async function withLines(db: Db, businessId: string, pairs: readonly repo.PairRow[]) {
  const lines = await repo.linesOf(
    db,
    businessId,
    pairs.flatMap((p) => [p.out_id, p.in_id]),
  );
  return presentPairs(pairs, lines);
}

export async function listTransferPairs(ctx: AppContext, actor: AuthUser, businessId: string, query: TransferPairListQuery) {
  await businessInScope(ctx.db, actor, businessId);
  const { rows, total } = await repo.listPairs(ctx.db, businessId, query.status, query);
  return { data: await withLines(ctx.db, businessId, rows), pagination: { skip: query.skip, limit: query.limit, total } };
}
