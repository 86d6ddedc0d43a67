import { message } from '@ledgerdesk/domain';
/**
 * Find and recode, the writes: the apply recodes every matching open line in one command, as a
 * coding run of kind 'recode' with one run line per entry (transaction_id holds the ENTRY id;
 * before/after are the entry's whole line snapshots, GST included) and an audit record; undo
 * restores each entry still as the run left it, and lists the others. The businesses' ledgers
 * are locked first (in id order), so a second recode or a posting on them waits.
 */
import type { RecodeApplyAnswer, RecodeRequest, RecodeUndoAnswer, RunDto } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { businesses, inBusinessScope } from '../businesses/index.js';
import { openLedger, selectRows, type DbNumber } from '../ledger/index.js';
import { recodedLines, resolveChange } from './recode.change.js';
import type { RunSteps } from './run-steps.js';
import { createWorkTables, keepMatches, restoreEntries, rewriteEntries, snapshotOf } from './recode.lines.js';
import { matchedRows, matchingLines, setStatementTimeout, targetBusinesses, WRITE_TIMEOUT } from './recode.repo.js';

async function lockLedgers(db: Db, ids: readonly string[]): Promise<void> {
  for (const id of [...ids].sort()) await openLedger(db, id);
}

interface RunRow {
  id: string;
  kind: RunDto['kind'];
  created_at: string;
  created_by: string | null;
  line_count: DbNumber;
  business_count: DbNumber;
  undone_at: string | null;
  undone_by: string | null;
}

const nameOf = (column: string) =>
  sql.raw(`(select nullif(trim(u.first_name || ' ' || u.last_name), '') from users u where u.id = r.${column})`);

async function loadRun(db: Db, id: string): Promise<RunDto | undefined> {
  const [row] = await selectRows<RunRow>(
    db,
    sql`select r.id, r.kind, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
          ${nameOf('created_by')} as created_by, r.line_count, r.business_count,
          to_char(r.undone_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as undone_at, ${nameOf('undone_by')} as undone_by
        from coding_runs r where r.id = ${id}`,
  );
  return (
    row && {
      id: row.id,
      kind: row.kind,
      createdAt: row.created_at,
      createdBy: row.created_by,
      rules: [],
      businessCount: Number(row.business_count),
      lineCount: Number(row.line_count),
      undoneAt: row.undone_at,
      undoneBy: row.undone_by,
    }
  );
}

export async function applyRecode(
  ctx: AppContext,
  actor: AuthUser,
  request: RecodeRequest,
  steps: RunSteps<RecodeApplyAnswer['data']> = {},
): Promise<RecodeApplyAnswer['data']> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    steps.progress?.('matching');
    const list = await targetBusinesses(db, actor, request.target);
    await lockLedgers(
      db,
      list.map((b) => b.id),
    );
    await setStatementTimeout(db, WRITE_TIMEOUT);
    const from = matchingLines(
      list.map((b) => b.id),
      request,
    );
    const found = await keepMatches(db, matchedRows(from));
    const change = await resolveChange(db, list, request.change, found);
    const { lines, businesses: businessCount } = await createWorkTables(db, recodedLines(change, found));
    if (lines === 0) throw Errors.badRequest(message('coding.nothingToRecode'));
    steps.progress?.('writing', { lines, total: null });
    const [run] = await selectRows<{ id: string }>(
      db,
      sql`insert into coding_runs (kind, line_count, business_count, created_by)
          values ('recode', ${lines}, ${businessCount}, ${actor.id}) returning id`,
    );
    if (!run) throw new Error('coding run not inserted');
    const entries = await rewriteEntries(db, change.gstAccountIds, run.id);
    const lockedSkipped = change.lockedLines;
    await cmd.audit({
      action: 'recode.applied',
      entity: 'coding_run',
      entityId: run.id,
      after: { conditions: request.conditions, target: request.target, change: request.change, lines, entries, lockedSkipped },
    });
    const dto = await loadRun(db, run.id);
    if (!dto) throw new Error('coding run not found after insert');
    const result = { run: dto, entries, lockedSkipped };
    await steps.beforeCommit?.(db, result);
    return result;
  });
}

/** A recode run whose businesses are all in the caller's scope; anything else is not found. */
async function recodeRunInScope(db: Db, actor: AuthUser, runId: string): Promise<string[]> {
  const rows = await selectRows<{ business_id: string; visible: boolean }>(
    db,
    sql`select rl.business_id, exists (select 1 from ${businesses} where ${inBusinessScope(actor, sql`${businesses.id} = rl.business_id`)}) as visible
        from (select distinct business_id from coding_run_lines where run_id = ${runId}) rl
        where exists (select 1 from coding_runs r where r.id = ${runId} and r.kind = 'recode')`,
  );
  if (rows.length === 0 || rows.some((r) => !r.visible)) throw Errors.notFound('Recode run');
  return rows.map((r) => r.business_id);
}

export async function undoRecode(ctx: AppContext, actor: AuthUser, runId: string): Promise<RecodeUndoAnswer['data']> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    const businessIds = await recodeRunInScope(db, actor, runId);
    await lockLedgers(db, businessIds);
    await setStatementTimeout(db, WRITE_TIMEOUT);
    const [state] = await selectRows<{ undone: boolean }>(
      db,
      sql`select undone_at is not null as undone from coding_runs where id = ${runId}`,
    );
    if (state?.undone) throw Errors.conflict(message('coding.recodeUndone'));
    // Each entry of the run: restorable while its lines are still the ones the run wrote.
    await db.execute(
      sql`create temp table recode_undo (entry_id uuid, business_id uuid, snapshot jsonb, number int, kept text) on commit drop`,
    );
    await db.execute(sql`insert into recode_undo
        select rl.transaction_id as entry_id, rl.business_id, rl.before as snapshot, rl.before_entry_number as number,
          case when e.id is null then 'removed'
               when b.lock_date is not null and e.date <= b.lock_date then 'locked'
               when exists (select 1 from bank_transactions bt where bt.id = e.bank_transaction_id and bt.reconciliation_id is not null) then 'locked'
               when rl.after is distinct from (select ${snapshotOf('l')} from journal_lines l join accounts sa on sa.id = l.account_id
                                                where l.entry_id = e.id) then 'changed'
          end as kept
        from coding_run_lines rl join businesses b on b.id = rl.business_id
        left join journal_entries e on e.id = rl.transaction_id
        where rl.run_id = ${runId}`);
    await restoreEntries(db, sql`select entry_id, snapshot from recode_undo where kept is null`);
    const kept = await selectRows<{
      entry_id: string;
      number: DbNumber | null;
      business_id: string;
      kept: 'changed' | 'locked' | 'removed';
    }>(db, sql`select entry_id, number, business_id, kept from recode_undo where kept is not null order by number`);
    const [restored] = await selectRows<{ n: DbNumber }>(db, sql`select count(*) as n from recode_undo where kept is null`);
    await db.execute(sql`update coding_runs set undone_at = now(), undone_by = ${actor.id} where id = ${runId}`);
    const restoredEntries = Number(restored?.n ?? 0);
    await cmd.audit({ action: 'recode.undone', entity: 'coding_run', entityId: runId, after: { restoredEntries, kept: kept.length } });
    const run = await loadRun(db, runId);
    if (!run) throw Errors.notFound('Recode run');
    return {
      run,
      restoredEntries,
      keptChangedSince: kept.map((k) => ({
        entryId: k.entry_id,
        entryNumber: k.number === null ? null : Number(k.number),
        businessId: k.business_id,
        reason: k.kept,
      })),
    };
  });
}
