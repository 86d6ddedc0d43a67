import { formatDate, message, renderMessage, type AccountLanguage, type Message } from '@ledgerdesk/domain';
/**
 * Decisions on proposed transfers, each one command with its audit record. Accepting codes both
 * lines of each pair to the chart's transfer clearing account through the ledger's own coding
 * path (postCodings), so the two entries net to zero there and nothing reaches income or
 * expenses; undo removes exactly those entries. Rejecting keeps the pair so it is never proposed
 * again. Lines in the locked period or reconciled are shown and left alone: their pairs are
 * skipped with the reason.
 */
import type { TransferDecisionAnswer, TransferDecisionInput, TransferPairIdsInput, TransferPairStatus } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import {
  businessInScope,
  cents,
  linkEntries,
  openLedger,
  postCodings,
  removeEntries,
  LedgerErrors,
  type CodingPost,
} from '../ledger/index.js';
import * as repo from './transfers.repo.js';
import { withLines } from './transfers.service.js';

/** Skipped pairs with why, said in the reader's language when answered. */
type Skipped = { pairId: string; reason: Message }[];

/** The pairs a decision covers and their lines, all locked; a pair named that is not the business's is not found. */
async function decisionScope(db: Db, actor: AuthUser, businessId: string, which: repo.PairSelection) {
  await businessInScope(db, actor, businessId);
  await openLedger(db, businessId);
  const pairs = await repo.lockPairs(db, businessId, which);
  if ('pairIds' in which && pairs.length < new Set(which.pairIds).size) throw Errors.notFound('Transfer pair');
  const lines = await repo.linesOf(
    db,
    businessId,
    pairs.flatMap((p) => [p.out_id, p.in_id]),
    true,
  );
  return { pairs, lines };
}

interface ReadyPair {
  pair: repo.PairRow;
  out: repo.LineRow;
  into: repo.LineRow;
}

/**
 * Splits the pairs into those that can take the decision and those skipped, with why; `changed`
 * says why a pair's lines no longer fit the decision (coded or recoded since), or null.
 */
function sortOut(
  pairs: readonly repo.PairRow[],
  lines: ReadonlyMap<string, repo.LineRow>,
  wanted: TransferPairStatus,
  guardLines: boolean,
  changed: (ready: ReadyPair) => Message | null = () => null,
) {
  const skipped: Skipped = [];
  const ready: ReadyPair[] = [];
  for (const pair of pairs) {
    const out = lines.get(pair.out_id);
    const into = lines.get(pair.in_id);
    const held = [out, into].find((l) => l?.locked);
    if (pair.status !== wanted)
      skipped.push({
        pairId: pair.id,
        reason: message('transfers.skip.status', {
          status: message(`transfers.status.${pair.status}`),
          wanted: message(`transfers.status.${wanted}`),
        }),
      });
    else if (!out || !into) skipped.push({ pairId: pair.id, reason: message('transfers.skip.gone') });
    else if (guardLines && held)
      skipped.push({
        pairId: pair.id,
        reason: message('transfers.skip.held', { date: formatDate(held.date) }),
      });
    else {
      const reason = changed({ pair, out, into });
      if (reason) skipped.push({ pairId: pair.id, reason });
      else ready.push({ pair, out, into });
    }
  }
  return { ready, skipped };
}

async function answer(
  db: Db,
  businessId: string,
  ids: readonly string[],
  skipped: Skipped,
  language: AccountLanguage,
): Promise<TransferDecisionAnswer> {
  return {
    done: await withLines(db, businessId, await repo.findPairs(db, ids)),
    skipped: skipped.map(({ pairId, reason }) => ({ pairId, reason: renderMessage(language, reason) })),
  };
}

const codingOf = (line: repo.LineRow, businessId: string, clearingAccountId: string): CodingPost => ({
  row: {
    id: line.id,
    businessId,
    date: line.date,
    amount: cents(line.amount),
    description: line.description,
    payee: line.payee,
    journalEntryId: null,
    bankLedgerAccountId: line.ledger_account_id,
  },
  splits: [{ accountId: clearingAccountId, taxCode: 'N-T', amount: cents(line.amount), description: null }],
});

export async function acceptTransferPairs(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  input: TransferDecisionInput,
  language: AccountLanguage,
): Promise<TransferDecisionAnswer> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    const { pairs, lines } = await decisionScope(db, actor, businessId, input);
    const { ready, skipped } = sortOut(pairs, lines, 'proposed', true, ({ out, into }) => {
      const coded = [out, into].find((l) => l.journal_entry_id);
      return coded ? message('transfers.skip.codedSince', { date: formatDate(coded.date) }) : null;
    });
    if (ready.length === 0) return answer(db, businessId, [], skipped, language);
    const clearing = await repo.clearingAccountOf(db, businessId);
    if (!clearing) throw LedgerErrors.missingAccount(message('transfers.noClearingAccount'));
    const { posted } = await postCodings(
      db,
      ready.flatMap(({ out, into }) => [codingOf(out, businessId, clearing), codingOf(into, businessId, clearing)]),
      actor.id,
    );
    const entryAt = (i: number) => {
      const entry = posted[i];
      if (!entry) throw new Error('transfer coding not posted');
      return entry.id;
    };
    const changes = ready.map(({ pair }, i) => ({
      id: pair.id,
      status: 'accepted' as const,
      outEntryId: entryAt(2 * i),
      inEntryId: entryAt(2 * i + 1),
    }));
    await linkEntries(
      db,
      ready.flatMap(({ out, into }, i) => [
        { transactionId: out.id, entryId: entryAt(2 * i) },
        { transactionId: into.id, entryId: entryAt(2 * i + 1) },
      ]),
    );
    await repo.setStatuses(db, changes, actor.id);
    await cmd.audit({
      action: 'transfer_pairs.accepted',
      entity: 'business',
      entityId: businessId,
      after: { selection: input, pairs: changes.map((c) => ({ pairId: c.id, outEntryId: c.outEntryId, inEntryId: c.inEntryId })) },
    });
    return answer(
      db,
      businessId,
      changes.map((c) => c.id),
      skipped,
      language,
    );
  });
}

/** An accepted pair goes back to proposed: its two entries are removed, unless a line has been recoded since. */
export async function undoTransferPairs(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  input: TransferPairIdsInput,
  language: AccountLanguage,
): Promise<TransferDecisionAnswer> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    const { pairs, lines } = await decisionScope(db, actor, businessId, input);
    const { ready, skipped } = sortOut(pairs, lines, 'accepted', true, ({ pair, out, into }) =>
      out.journal_entry_id === pair.out_entry_id && into.journal_entry_id === pair.in_entry_id
        ? null
        : message('transfers.skip.recodedSince'),
    );
    await removeEntries(
      db,
      ready.flatMap(({ pair }) => [pair.out_entry_id, pair.in_entry_id].filter((id): id is string => id !== null)),
    );
    await repo.unlinkLines(
      db,
      ready.flatMap(({ out, into }) => [out.id, into.id]),
    );
    await repo.setStatuses(
      db,
      ready.map(({ pair }) => ({ id: pair.id, status: 'proposed' as const, outEntryId: null, inEntryId: null })),
      null,
    );
    if (ready.length > 0)
      await cmd.audit({
        action: 'transfer_pairs.undone',
        entity: 'business',
        entityId: businessId,
        after: { pairs: ready.map(({ pair }) => ({ pairId: pair.id, removedEntries: [pair.out_entry_id, pair.in_entry_id] })) },
      });
    return answer(
      db,
      businessId,
      ready.map(({ pair }) => pair.id),
      skipped,
      language,
    );
  });
}

/** Rejected pairs stay on record so the analysis never proposes them again; their lines are free for other pairs. */
export async function rejectTransferPairs(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  input: TransferPairIdsInput,
  language: AccountLanguage,
): Promise<TransferDecisionAnswer> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    const { pairs, lines } = await decisionScope(db, actor, businessId, input);
    const { ready, skipped } = sortOut(pairs, lines, 'proposed', false);
    const ids = ready.map(({ pair }) => pair.id);
    await repo.setStatuses(
      db,
      ids.map((id) => ({ id, status: 'rejected' as const, outEntryId: null, inEntryId: null })),
      actor.id,
    );
    await repo.pointLines(
      db,
      ready.flatMap(({ pair }) => [pair.out_id, pair.in_id]).map((transactionId) => ({ transactionId, pairId: null })),
    );
    if (ids.length > 0)
      await cmd.audit({
        action: 'transfer_pairs.rejected',
        entity: 'business',
        entityId: businessId,
        after: { pairs: ready.map(({ pair }) => ({ pairId: pair.id, out: pair.out_id, in: pair.in_id })) },
      });
    return answer(db, businessId, ids, skipped, language);
  });
}
