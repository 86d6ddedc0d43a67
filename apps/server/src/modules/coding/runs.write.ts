/**
 * Writes a run as steps of the caller's command: the coding_runs row, each line's new coding
 * (autopost posts through the ledger, suggest only fills the suggestion), one coding_run_lines row
 * per line with what it had before, the rules' figures and one audit record.
 */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AuditedWrite } from '../../platform/db/command.js';
import { sql } from 'drizzle-orm';
import { loadTransactions, postCodings } from '../ledger/index.js';
import type { CodedLineSnapshot, RunLineFields } from './coding.tables.js';
import type { OrderedRule } from './rule-order.js';
import type { Decision } from './runs.outcome.js';
import type { CandidateLine } from './runs.repo.js';
import { insertRun, writeRunLines, type RunLineInsert } from './runs.store.js';

export interface RunItem {
  line: CandidateLine;
  rule: OrderedRule;
  decision: Decision;
}

export const fieldsOf = (line: RunLineFields): RunLineFields => ({
  payee: line.payee,
  memo: line.memo,
  markedTransfer: line.markedTransfer,
  contractorPayment: line.contractorPayment,
  codedByRuleId: line.codedByRuleId,
  suggestion: line.suggestion,
  suggestedByRuleId: line.suggestedByRuleId,
});

/** The fields a rule leaves on a line: a suggestion only, or the payee, memo and flags of a coding. */
function fieldsAfter({ line, rule }: RunItem): RunLineFields {
  const { actions } = rule;
  if (rule.mode === 'suggest' && actions.splits.length > 0)
    return { ...fieldsOf(line), suggestion: { splits: actions.splits, payee: actions.payee }, suggestedByRuleId: rule.id };
  return {
    payee: actions.payee ?? line.payee,
    memo: actions.memo ?? line.memo,
    markedTransfer: actions.internalTransfer || line.markedTransfer,
    contractorPayment: actions.contractorPayment || line.contractorPayment,
    codedByRuleId: rule.id,
    suggestion: null,
    suggestedByRuleId: null,
  };
}

/** The coding each previously coded line had, so undo can post it again. */
async function codingsBefore(write: AuditedWrite, items: readonly RunItem[]) {
  const ids = items.filter((i) => i.line.journalEntryId && i.decision.splits.length > 0).map((i) => i.line.id);
  const loaded = ids.length > 0 ? await loadTransactions(write.db, ids) : [];
  return new Map(
    loaded.map((tx) => [
      tx.id,
      {
        number: tx.entryNumber,
        lines: (tx.coding?.lines ?? []).map((l): CodedLineSnapshot => ({
          accountId: l.accountId,
          accountCode: l.accountCode,
          taxCode: l.taxCode,
          amount: l.amount,
          description: l.description ?? null,
        })),
      },
    ]),
  );
}

export async function writeRun(
  write: AuditedWrite,
  actor: AuthUser | null,
  kind: 'apply' | 'import',
  rules: readonly OrderedRule[],
  items: readonly RunItem[],
): Promise<string> {
  const { db } = write;
  const before = await codingsBefore(write, items);
  const runId = await insertRun(db, {
    kind,
    rules: rules.map((r) => ({ id: r.id, name: r.name, version: r.version })),
    lineCount: items.length,
    businessCount: new Set(items.map((i) => i.line.businessId)).size,
    createdBy: actor?.id ?? null,
  });
  const planned = items.map((item) => ({ item, after: fieldsAfter(item) }));
  const coded = planned.filter(({ item }) => item.decision.splits.length > 0);
  const { posted } = await postCodings(
    db,
    coded.map(({ item, after }) => ({ row: { ...item.line, payee: after.payee }, splits: item.decision.splits })),
    actor?.id ?? null,
  );
  const entryOf = new Map(coded.map(({ item }, i) => [item.line.id, posted[i]?.id ?? null]));
  const runLines: RunLineInsert[] = [];
  const linesByRule = new Map<string, number>();
  for (const { item, after } of planned) {
    const { line, rule, decision } = item;
    const previous = before.get(line.id);
    runLines.push({
      id: line.id,
      journalEntryId: entryOf.get(line.id) ?? line.journalEntryId,
      ...after,
      ruleId: rule.id,
      before: previous?.lines ?? null,
      beforeEntryNumber: previous?.number ?? null,
      after: decision.splits.length > 0 ? decision.splits : null,
    });
    linesByRule.set(rule.id, (linesByRule.get(rule.id) ?? 0) + 1);
  }
  await writeRunLines(db, runId, runLines);
  await db.execute(
    sql`update coding_rules r set lines_coded = r.lines_coded + n.lines, last_run_at = now(), last_run_lines = n.lines
        from unnest(${sql.param([...linesByRule.keys()])}::uuid[], ${sql.param([...linesByRule.values()])}::int[]) as n(id, lines)
        where r.id = n.id`,
  );
  await write.audit({
    action: kind === 'apply' ? 'coding_run.applied' : 'coding_run.imported',
    entity: 'coding_run',
    entityId: runId,
    after: { rules: rules.map((r) => ({ id: r.id, version: r.version })), lineCount: items.length },
  });
  return runId;
}
