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
 * (the ledger lock keeps codings out meanwhile). A pair proposed again keeps its row, so an
 * analysis that finds what the last one found writes nothing. Answers how many pairs are proposed.
 */
export async function proposeTransfers(db: Db, businessId: string, days: number = DEFAULT_TRANSFER_DAYS): Promise<number> {
  await openLedger(db, businessId);
  const candidates = (await repo.findCandidates(db, businessId, days)).map((c) => ({ ...c, confidence: transferConfidence(c, days) }));
  const chosen = chooseTransferPairs(candidates);
  const before = new Map((await repo.proposedPairs(db, businessId)).map((p) => [`${p.outId} ${p.inId}`, p]));
  const kept = new Set<string>();
  const added: repo.NewPair[] = [];
  for (const c of chosen) {
    const key = `${c.outId} ${c.inId}`;
    if (before.has(key)) kept.add(key);
    else added.push({ id: randomUUID(), outId: c.outId, inId: c.inId, confidence: c.confidence, gapDays: c.gapDays });
  }
  const dropped = [...before].filter(([key]) => !kept.has(key)).map(([, pair]) => pair);
  await repo.deletePairs(
    db,
    dropped.map((p) => p.id),
  );
  await repo.insertProposed(db, businessId, added);
  // A line of a dropped pair is freed unless it moved to a new pair: one target per line.
  const links = new Map<string, string | null>(dropped.flatMap((p) => [p.outId, p.inId]).map((id) => [id, null]));
  for (const p of added) {
    links.set(p.outId, p.id);
    links.set(p.inId, p.id);
  }
  await repo.pointLines(
    db,
    [...links].map(([transactionId, pairId]) => ({ transactionId, pairId })),
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
