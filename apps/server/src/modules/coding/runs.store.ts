/** SQL of the runs' record: coding_runs and coding_run_lines, written in bulk and read for the history and undo. */
import { and, desc, eq, exists, getTableColumns, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { pipelined } from '../../platform/db/pipelined.js';
import { businesses, inBusinessScope } from '../businesses/index.js';
import { codingRunLines, codingRuns, type CodedLineSnapshot } from './coding.tables.js';
import { lineWritesSql, SET_LINE_FIELDS, type LineWrite } from './runs.repo.js';

/** Who made and who undid a run, by name: the history shows people, not ids. */
const userName = (id: AnyColumn) =>
  sql<string | null>`(select nullif(trim(u.first_name || ' ' || u.last_name), '') from users u where u.id = ${id})`;
const runColumns = {
  ...getTableColumns(codingRuns),
  createdBy: userName(codingRuns.createdBy),
  undoneBy: userName(codingRuns.undoneBy),
};

export type RunRow = typeof codingRuns.$inferSelect;
export type RunLineRow = typeof codingRunLines.$inferSelect;

export async function insertRun(db: Db, run: Omit<typeof codingRuns.$inferInsert, 'id'>): Promise<string> {
  const [row] = await db.insert(codingRuns).values(run).returning({ id: codingRuns.id });
  if (!row) throw new Error('coding run not inserted');
  return row.id;
}

export interface RunLineInsert extends LineWrite {
  ruleId: string | null;
  before: CodedLineSnapshot[] | null;
  beforeEntryNumber: number | null;
  after: CodedLineSnapshot[] | null;
}

/** A line's fields (RunLineFields) as jsonb, from a bank_transactions row or a lineWritesSql row. */
const fieldsJson = (alias: string) => {
  const x = sql.raw(alias);
  return sql`jsonb_build_object('payee', ${x}.payee, 'memo', ${x}.memo, 'markedTransfer', ${x}.marked_transfer,
    'contractorPayment', ${x}.contractor_payment, 'codedByRuleId', ${x}.coded_by_rule_id, 'suggestion', ${x}.suggestion,
    'suggestedByRuleId', ${x}.suggested_by_rule_id)`;
};

/** Lines per statement of writeRunLines: each is built while the database writes the one before. */
const CHUNK_LINES = 20_000;

/**
 * Each line's new fields and its row of the run in one statement per chunk: the fields
 * before come from `o`, the line as the statement's snapshot holds it (before the update), the
 * fields after are the ones it writes; the update hands both on, so the line is found once.
 */
export async function writeRunLines(db: Db, runId: string, all: readonly RunLineInsert[]): Promise<void> {
  await pipelined(Math.ceil(all.length / CHUNK_LINES), (k) => writeChunk(db, runId, all.slice(k * CHUNK_LINES, (k + 1) * CHUNK_LINES)));
}

function writeChunk(db: Db, runId: string, lines: readonly RunLineInsert[]) {
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  const v = lineWritesSql(lines, [
    { name: 'rule_id', type: 'repeatedUuid', values: lines.map((l) => l.ruleId) },
    { name: 'before', type: 'jsonb', values: lines.map((l) => json(l.before)) },
    { name: 'before_entry_number', type: 'int', values: lines.map((l) => l.beforeEntryNumber) },
    { name: 'after', type: 'jsonb', values: lines.map((l) => json(l.after)) },
  ]);
  const query = sql`with updated as (
        update bank_transactions b set ${SET_LINE_FIELDS} from ${v}, bank_transactions o where b.id = v.id and o.id = v.id
        returning o.business_id, ${fieldsJson('o')} as before_line, v.*)
      insert into coding_run_lines (run_id, transaction_id, business_id, rule_id, before, before_entry_number, after_entry_id, after, before_line, after_line)
      select ${runId}::uuid, v.id, v.business_id, v.rule_id, v.before, v.before_entry_number, v.journal_entry_id, v.after, v.before_line, ${fieldsJson('v')}
      from updated v`;
  return () => db.execute(query);
}

/** A run the caller sees: every business it touched is in their scope (an empty run: they made it). */
function runInScope(actor: AuthUser): SQL | undefined {
  const scope = inBusinessScope(actor);
  if (!scope) return undefined;
  return sql`not exists (select 1 from ${codingRunLines} where ${codingRunLines.runId} = ${codingRuns.id}
    and not exists (select 1 from ${businesses} where ${businesses.id} = ${codingRunLines.businessId} and ${scope}))
    and (${codingRuns.lineCount} > 0 or ${codingRuns.createdBy} = ${actor.id})`;
}

export async function findRun(db: Db, actor: AuthUser, id: string): Promise<RunRow | undefined> {
  const [row] = await db
    .select(runColumns)
    .from(codingRuns)
    .where(and(eq(codingRuns.id, id), runInScope(actor)));
  return row;
}

export async function listRuns(
  db: Db,
  actor: AuthUser,
  filter: { ruleId?: string | undefined; kind?: RunRow['kind'] | undefined; businessId?: string | undefined; skip: number; limit: number },
) {
  const where = and(
    runInScope(actor),
    filter.kind ? eq(codingRuns.kind, filter.kind) : undefined,
    filter.ruleId ? sql`${codingRuns.rules} @> ${JSON.stringify([{ id: filter.ruleId }])}::jsonb` : undefined,
    filter.businessId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(codingRunLines)
            .where(and(eq(codingRunLines.runId, codingRuns.id), eq(codingRunLines.businessId, filter.businessId))),
        )
      : undefined,
  );
  const rows = await db
    .select(runColumns)
    .from(codingRuns)
    .where(where)
    .orderBy(desc(codingRuns.createdAt), desc(codingRuns.id))
    .offset(filter.skip)
    .limit(filter.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(codingRuns)
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function runLinesPage(db: Db, runId: string, skip: number, limit: number) {
  const rows = await db
    .select()
    .from(codingRunLines)
    .where(eq(codingRunLines.runId, runId))
    .orderBy(codingRunLines.transactionId)
    .offset(skip)
    .limit(limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(codingRunLines)
    .where(eq(codingRunLines.runId, runId));
  return { rows, total: Number(count?.n ?? 0) };
}

export const allRunLines = (db: Db, runId: string): Promise<RunLineRow[]> =>
  db.select().from(codingRunLines).where(eq(codingRunLines.runId, runId));

/** Marks the run undone unless it already is: false when another undo got there first. */
export async function markUndone(db: Db, runId: string, actorId: string): Promise<boolean> {
  const rows = await db
    .update(codingRuns)
    .set({ undoneAt: sql`now()`, undoneBy: actorId })
    .where(and(eq(codingRuns.id, runId), isNull(codingRuns.undoneAt)))
    .returning({ id: codingRuns.id });
  return rows.length > 0;
}
