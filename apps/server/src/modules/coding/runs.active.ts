/**
 * A business's active rules over some of its lines at once, first match wins: an import commit
 * runs them over its new lines, "apply active rules" over a target's existing ones. firstMatches
 * finds each line's first matching rule (business, brand, practice, by position); the line then
 * gets what that rule's own apply would give it (runs.outcome.ts), so the two cannot disagree.
 */
import { ErrorCode, type ActiveRulesApplyRequest, type RunDto, message } from '@ledgerdesk/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, Errors } from '../../platform/errors.js';
import { businesses } from '../businesses/index.js';
import { businessInScope, openLedger } from '../ledger/index.js';
import { activeRulesFor, type OrderedRule, type TargetBusiness } from './rule-order.js';
import { firstMatches } from './runs.first-match.js';
import { decide } from './runs.outcome.js';
import { presentRun } from './runs.presenter.js';
import { candidateLines, chartAccountsByCode, countLines, lineFilterSql, targetBusinesses, type CandidateLine } from './runs.repo.js';
import type { RunSteps } from './run-steps.js';
import { findRun } from './runs.store.js';
import { writeRun, type RunItem } from './runs.write.js';

/** A line its rule already coded, or suggested while it is uncoded, has nothing left for that rule to do. */
const doneBy = (line: CandidateLine, rule: OrderedRule) =>
  line.codedByRuleId === rule.id || (line.journalEntryId === null && line.suggestedByRuleId === rule.id);

/** The lines of `filter` each active rule codes, and the rules that code at least one. */
export async function activeRuleItems(
  db: Db,
  business: TargetBusiness,
  filter: SQL | undefined,
  includeCoded: boolean,
): Promise<{ rules: OrderedRule[]; items: RunItem[] }> {
  const rules = await activeRulesFor(db, [business]);
  if (rules.length === 0) return { rules: [], items: [] };
  const lines = await candidateLines(db, filter, sql`null::uuid`);
  const takenBy = await firstMatches(db, rules, [business], lines);
  const charts = await chartAccountsByCode(
    db,
    [business.id],
    rules.flatMap((r) => r.actions.splits.map((s) => s.accountCode)),
  );
  const byId = new Map(rules.map((r) => [r.id, r]));
  const items = lines.flatMap((line): RunItem[] => {
    const rule = byId.get(takenBy.get(line.id) ?? '');
    if (!rule || doneBy(line, rule)) return [];
    const decision = decide(line, rule, business.lockDate, charts.get(business.id), includeCoded);
    return decision.outcome === 'code' ? [{ line, rule, decision }] : [];
  });
  const used = new Set(items.map((i) => i.rule.id));
  return { rules: rules.filter((r) => used.has(r.id)), items };
}

/** Refuses a run that would code more than half of the target's lines until the caller confirms it. */
export function assertConfirmed(what: 'rule' | 'rules', lines: number, total: number, confirmed: boolean): void {
  if (confirmed || lines * 2 <= total) return;
  throw new AppError(ErrorCode.CONFLICT, message(what === 'rules' ? 'coding.confirmRules' : 'coding.confirmRule', { lines, total }), {
    needsConfirmation: true,
    lines,
    total,
  });
}

/** The run over a business's lines, checked: in scope, and confirmed when it codes over half of them. */
async function planActiveRun(db: Db, actor: AuthUser, input: ActiveRulesApplyRequest, lock: boolean) {
  const { target } = input;
  await businessInScope(db, actor, target.businessId);
  const [business] = await targetBusinesses(db, actor, eq(businesses.id, target.businessId));
  if (!business) throw Errors.notFound('Business');
  if (lock) await openLedger(db, business.id);
  const filter = lineFilterSql({ businessIds: [business.id], ...target });
  const { rules, items } = await activeRuleItems(db, business, filter, target.includeCoded);
  const { total } = await countLines(db, filter, sql`true`);
  assertConfirmed('rules', items.length, total, input.confirmed);
  return { rules, items, total };
}

/** What the request checks before queuing the run: scope, and the confirmation over half the lines. */
export async function checkActiveRules(ctx: AppContext, actor: AuthUser, input: ActiveRulesApplyRequest): Promise<void> {
  if (!input.confirmed) return void (await planActiveRun(ctx.db, actor, input, false));
  await businessInScope(ctx.db, actor, input.target.businessId);
}

export async function applyActiveRules(
  ctx: AppContext,
  actor: AuthUser,
  input: ActiveRulesApplyRequest,
  steps: RunSteps<RunDto> = {},
): Promise<RunDto> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    steps.progress?.('matching');
    const { rules, items, total } = await planActiveRun(db, actor, input, true);
    steps.progress?.('writing', { lines: items.length, total });
    const runId = await writeRun(cmd, actor, 'apply', rules, items);
    const run = await findRun(db, actor, runId);
    if (!run) throw Errors.notFound('Run');
    const dto = presentRun(run);
    await steps.beforeCommit?.(db, dto);
    return dto;
  });
}
