/**
 * Running one rule on existing lines: the preview (every matched line with its outcome, paged,
 * uncapped), the editor's live count, and the apply, which writes exactly the preview's `code`
 * lines in one command. The businesses' ledgers are locked before anything is read, so a second
 * apply on the same business waits and then finds the lines already coded: never a mix.
 */
import {
  RULE_PREVIEW_OUTCOMES,
  type RuleDraft,
  type RulePreviewAnswer,
  type RulePreviewOutcome,
  type RulePreviewRequest,
  type RunDto,
  type RunTarget,
} from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { loadTransactions, openLedger } from '../ledger/index.js';
import { countMatches, draftRule, evaluateRule, ruleTargets, visibleRule, type Evaluation } from './runs.evaluate.js';
import { assertConfirmed } from './runs.active.js';
import { presentRun } from './runs.presenter.js';
import { findRun } from './runs.store.js';
import { writeRun } from './runs.write.js';

function totalsOf(evaluation: Evaluation) {
  const byOutcome = Object.fromEntries(RULE_PREVIEW_OUTCOMES.map((o) => [o, 0])) as Record<RulePreviewOutcome, number>;
  for (const { decision } of evaluation.lines) byOutcome[decision.outcome]++;
  const share = evaluation.total === 0 ? 0 : byOutcome.code / evaluation.total;
  return { matched: evaluation.lines.length, byOutcome, share };
}

export async function previewRule(ctx: AppContext, actor: AuthUser, request: RulePreviewRequest): Promise<RulePreviewAnswer> {
  const { db } = ctx;
  const rule = request.ruleId ? await visibleRule(db, actor, request.ruleId) : request.draft ? draftRule(request.draft) : undefined;
  if (!rule) throw Errors.badRequest('Give a rule id or a draft to preview.');
  const evaluation = await evaluateRule(db, rule, await ruleTargets(db, actor, rule, request.target), request.target);
  const page = evaluation.lines.slice(request.skip, request.skip + request.limit);
  const transactions = new Map(
    (
      await loadTransactions(
        db,
        page.map((l) => l.line.id),
      )
    ).map((tx) => [tx.id, tx]),
  );
  return {
    data: page.flatMap(({ line, business, takenBy, decision }) => {
      const transaction = transactions.get(line.id);
      if (!transaction) return [];
      return [
        {
          transaction,
          businessId: business.id,
          businessName: business.name,
          outcome: decision.outcome,
          takenBy: decision.outcome === 'takenByHigherRule' && takenBy ? { id: takenBy.id, name: takenBy.name } : null,
          detail: decision.detail,
        },
      ];
    }),
    pagination: { skip: request.skip, limit: request.limit, total: evaluation.lines.length },
    totals: totalsOf(evaluation),
  };
}

export async function countRule(ctx: AppContext, actor: AuthUser, input: { draft: RuleDraft; target: RunTarget }) {
  const rule = draftRule(input.draft);
  return { data: await countMatches(ctx.db, rule, await ruleTargets(ctx.db, actor, rule, input.target), input.target) };
}

export async function applyRule(
  ctx: AppContext,
  actor: AuthUser,
  input: { ruleId: string; target: RunTarget; confirmed: boolean },
): Promise<RunDto> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    const rule = await visibleRule(db, actor, input.ruleId);
    const targets = await ruleTargets(db, actor, rule, input.target);
    // In id order, as every apply and undo takes them, so two of them cannot deadlock.
    for (const business of targets) await openLedger(db, business.id);
    const evaluation = await evaluateRule(db, rule, targets, input.target);
    const items = evaluation.lines.filter((l) => l.decision.outcome === 'code').map((l) => ({ ...l, rule }));
    assertConfirmed('This rule', items.length, evaluation.total, input.confirmed);
    const runId = await writeRun(cmd, actor, 'apply', [rule], items);
    const run = await findRun(db, actor, runId);
    if (!run) throw Errors.notFound('Run');
    return presentRun(run);
  });
}
