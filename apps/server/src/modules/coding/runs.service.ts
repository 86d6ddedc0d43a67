/**
 * Running one rule on existing lines: the editor's live count, and the apply, which writes exactly
 * the preview's (runs.preview.ts) `code` lines in one command. The businesses' ledgers are locked before anything is read, so a second
 * apply on the same business waits and then finds the lines already coded: never a mix.
 */
import type { RuleDraft, RunDto, RunTarget } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { openLedger } from '../ledger/index.js';
import { assertConfirmed } from './runs.active.js';
import { countMatches, draftRule, evaluateRule, ruleTargets, visibleRule } from './runs.evaluate.js';
import type { RunSteps } from './run-steps.js';
import { presentRun } from './runs.presenter.js';
import { findRun } from './runs.store.js';
import { writeRun } from './runs.write.js';

export async function countRule(ctx: AppContext, actor: AuthUser, input: { draft: RuleDraft; target: RunTarget }) {
  const rule = draftRule(input.draft);
  return { data: await countMatches(ctx.db, rule, await ruleTargets(ctx.db, actor, rule, input.target), input.target) };
}

type ApplyInput = { ruleId: string; target: RunTarget; confirmed: boolean };

/** The rule's lines to code, checked: in scope, and confirmed when they are over half the target. */
async function planRuleRun(db: Db, actor: AuthUser, input: ApplyInput, lock: boolean) {
  const rule = await visibleRule(db, actor, input.ruleId);
  const targets = await ruleTargets(db, actor, rule, input.target);
  // In id order, as every apply and undo takes them, so two of them cannot deadlock.
  if (lock) for (const business of targets) await openLedger(db, business.id);
  const evaluation = await evaluateRule(db, rule, targets, input.target);
  const items = evaluation.lines.filter((l) => l.decision.outcome === 'code').map((l) => ({ ...l, rule }));
  assertConfirmed('rule', items.length, evaluation.total, input.confirmed);
  return { rule, items, total: evaluation.total };
}

/** What the request checks before queuing the run: the rule and target in scope, and the confirmation over half the lines. */
export async function checkRule(ctx: AppContext, actor: AuthUser, input: ApplyInput): Promise<void> {
  if (!input.confirmed) return void (await planRuleRun(ctx.db, actor, input, false));
  await ruleTargets(ctx.db, actor, await visibleRule(ctx.db, actor, input.ruleId), input.target);
}

export async function applyRule(ctx: AppContext, actor: AuthUser, input: ApplyInput, steps: RunSteps<RunDto> = {}): Promise<RunDto> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    steps.progress?.('matching');
    const { rule, items, total } = await planRuleRun(db, actor, input, true);
    steps.progress?.('writing', { lines: items.length, total });
    const runId = await writeRun(cmd, actor, 'apply', [rule], items);
    const run = await findRun(db, actor, runId);
    if (!run) throw Errors.notFound('Run');
    const dto = presentRun(run);
    await steps.beforeCommit?.(db, dto);
    return dto;
  });
}
