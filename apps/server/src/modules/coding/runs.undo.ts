/**
 * Undoing a run, once: every line that still shows what the run wrote gets its earlier coding and
 * fields back; a line changed since, or now in a locked period or reconciled, is kept and listed. One command,
 * audited, with the ledgers of the run's businesses locked first.
 */
import { TAX_CODES, type TaxCode, type TransactionDto, message } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { bankTransactions } from '../banking/banking.tables.js';
import { loadTransactions, openLedger, postCodings, removeEntries } from '../ledger/index.js';
import type { CodedLineSnapshot, RunLineFields } from './coding.tables.js';
import { presentRun } from './runs.presenter.js';
import { candidateLines, writeLines, type CandidateLine, type LineWrite } from './runs.repo.js';
import { allRunLines, findRun, markUndone, type RunLineRow } from './runs.store.js';
import { fieldsOf } from './runs.write.js';
import { pgArray } from '../../platform/db/arrays.js';

const taxCodeOf = (code: string | null): TaxCode => TAX_CODES.find((c) => c === code) ?? 'N-T';

const splitsOf = (before: CodedLineSnapshot[]) =>
  before.map((l) => ({ accountId: l.accountId, taxCode: taxCodeOf(l.taxCode), amount: l.amount, description: l.description }));

/** The line still shows what the run left: its entry and every field. */
const unchangedSince = (runLine: RunLineRow, now: CandidateLine): boolean =>
  now.journalEntryId === runLine.afterEntryId && isDeepStrictEqual(fieldsOf(now), runLine.afterLine);

export async function undoRun(ctx: AppContext, actor: AuthUser, runId: string) {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    if (!(await findRun(db, actor, runId))) throw Errors.notFound('Run');
    const runLines = await allRunLines(db, runId);
    const lockDates = new Map<string, string | null>();
    for (const id of [...new Set(runLines.map((l) => l.businessId))].sort()) lockDates.set(id, (await openLedger(db, id)).lockDate);
    if (!(await markUndone(db, runId, actor.id))) throw Errors.conflict(message('coding.runUndone'));
    const current = new Map(
      (
        await candidateLines(
          db,
          sql`${bankTransactions.id} = any(${pgArray(runLines.map((l) => l.transactionId))}::uuid[])`,
          sql`null::uuid`,
        )
      ).map((l) => [l.id, l]),
    );
    const changed: string[] = [];
    const locked: string[] = [];
    const restorable: { runLine: RunLineRow; now: CandidateLine; beforeLine: RunLineFields }[] = [];
    for (const runLine of runLines) {
      const now = current.get(runLine.transactionId);
      const lockDate = lockDates.get(runLine.businessId);
      if (!now || !runLine.beforeLine || !unchangedSince(runLine, now)) changed.push(runLine.transactionId);
      else if ((lockDate && now.date <= lockDate) || now.reconciled) locked.push(runLine.transactionId);
      else restorable.push({ runLine, now, beforeLine: runLine.beforeLine });
    }
    // The run's entries go in one removal and the earlier codings come back in one posting.
    const reposted = restorable.filter(({ runLine, now }) => runLine.after && now.journalEntryId);
    await removeEntries(
      db,
      reposted.flatMap(({ now }) => (now.journalEntryId ? [now.journalEntryId] : [])),
    );
    const again = reposted.filter(({ runLine }) => runLine.before?.length);
    const { posted } = await postCodings(
      db,
      again.map(({ runLine, now, beforeLine }) => ({
        row: { ...now, journalEntryId: null, payee: beforeLine.payee },
        splits: splitsOf(runLine.before ?? []),
      })),
      actor.id,
    );
    const entryOf = new Map<string, string | null>(reposted.map(({ now }) => [now.id, null]));
    again.forEach(({ now }, i) => entryOf.set(now.id, posted[i]?.id ?? null));
    const writes: LineWrite[] = [];
    const restoredByRule = new Map<string, number>();
    for (const { runLine, now, beforeLine } of restorable) {
      const entryId = entryOf.has(now.id) ? (entryOf.get(now.id) ?? null) : now.journalEntryId;
      writes.push({ id: now.id, journalEntryId: entryId, ...beforeLine });
      if (runLine.ruleId) restoredByRule.set(runLine.ruleId, (restoredByRule.get(runLine.ruleId) ?? 0) + 1);
    }
    await writeLines(db, writes);
    await db.execute(
      sql`update coding_rules r set lines_coded = greatest(r.lines_coded - n.lines, 0)
          from unnest(${sql.param([...restoredByRule.keys()])}::uuid[], ${sql.param([...restoredByRule.values()])}::int[]) as n(id, lines)
          where r.id = n.id`,
    );
    await cmd.audit({
      action: 'coding_run.undone',
      entity: 'coding_run',
      entityId: runId,
      after: { restored: writes.length, keptChangedSince: changed, keptLocked: locked },
    });
    const run = await findRun(db, actor, runId);
    if (!run) throw Errors.notFound('Run');
    const kept = new Map((await loadTransactions(db, [...changed, ...locked])).map((tx) => [tx.id, tx]));
    const pick = (ids: string[]) =>
      ids.flatMap((id): TransactionDto[] => {
        const tx = kept.get(id);
        return tx ? [tx] : [];
      });
    return { run: presentRun(run), restored: writes.length, keptChangedSince: pick(changed), keptLocked: pick(locked) };
  });
}
