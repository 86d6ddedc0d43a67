/**
 * The preview of one rule: every line it matches with what it would do to each, paged and
 * uncapped. A page costs one bounded query (the page's ids newest first, then those lines decided
 * by the same JS as apply) and one aggregate (every matched line's outcome counted in SQL by
 * outcomeSql), however many lines match: a million-line business is never loaded into Node.
 */
import {
  RULE_PREVIEW_OUTCOMES,
  type RulePreviewAnswer,
  type RulePreviewOutcome,
  type RulePreviewRequest,
  type RunTarget,
  type AccountLanguage,
  message,
  renderMessage,
} from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { withStatementTimeout } from '../../platform/db/statement-timeout.js';
import { Errors } from '../../platform/errors.js';
import { bankTransactions as t } from '../banking/banking.tables.js';
import { loadTransactions, selectRows, type DbNumber } from '../ledger/index.js';
import type { OrderedRule, TargetBusiness } from './rule-order.js';
import { draftRule, prepareRule, ruleTargets, visibleRule, type EvaluatedLine, type RulePass } from './runs.evaluate.js';
import { outcomeSql } from './runs.outcome-sql.js';
import { candidateLines } from './runs.repo.js';

type Totals = RulePreviewAnswer['totals'];

const noLines = () => Object.fromEntries(RULE_PREVIEW_OUTCOMES.map((o) => [o, 0])) as Totals['byOutcome'];

/** Lines of the target per outcome of the rule (null: not matched), in one scan. */
async function outcomeTotals(
  db: Db,
  pass: RulePass,
  rule: OrderedRule,
  targets: readonly TargetBusiness[],
  target: RunTarget,
): Promise<Totals> {
  const outcome = outcomeSql({ rule, targets, charts: pass.charts, includeCoded: target.includeCoded, takenBy: pass.takenBy });
  const query = sql`select o.outcome, count(*) as lines
    from (select case when ${pass.matches} then ${outcome} end as outcome from ${t} where ${pass.filter ?? sql`true`}) o
    group by o.outcome`;
  const rows = await withStatementTimeout(db, (tx) => selectRows<{ outcome: RulePreviewOutcome | null; lines: DbNumber }>(tx, query));
  const byOutcome = noLines();
  let total = 0;
  for (const row of rows) {
    total += Number(row.lines);
    if (row.outcome) byOutcome[row.outcome] = Number(row.lines);
  }
  const matched = RULE_PREVIEW_OUTCOMES.reduce((sum, o) => sum + byOutcome[o], 0);
  return { matched, byOutcome, share: total === 0 ? 0 : byOutcome.code / total };
}

/** The matched lines from `skip`, newest first (id breaks ties), each decided as apply decides it. */
async function pageLines(db: Db, pass: RulePass, skip: number, limit: number): Promise<EvaluatedLine[]> {
  // "nulls last" as in bank_transactions_business_date_idx: the first pages then read that index
  // in order and stop after `skip + limit` matches instead of sorting every match.
  const page = sql`${t.id} in (select ${t.id} from ${t} where ${pass.filter ?? sql`true`} and ${pass.matches}
    order by ${t.date} desc nulls last, ${t.id} desc nulls last limit ${limit} offset ${skip})`;
  const lines = await candidateLines(db, page, pass.takenBy);
  return lines.flatMap((line) => pass.evaluate(line) ?? []);
}

export async function previewRule(
  ctx: AppContext,
  actor: AuthUser,
  request: RulePreviewRequest,
  language: AccountLanguage,
): Promise<RulePreviewAnswer> {
  const { db } = ctx;
  const rule = request.ruleId ? await visibleRule(db, actor, request.ruleId) : request.draft ? draftRule(request.draft) : undefined;
  if (!rule) throw Errors.badRequest(message('coding.previewWhat'));
  const targets = await ruleTargets(db, actor, rule, request.target);
  if (targets.length === 0)
    return {
      data: [],
      pagination: { skip: request.skip, limit: request.limit, total: 0 },
      totals: { matched: 0, byOutcome: noLines(), share: 0 },
    };
  const pass = await prepareRule(db, rule, targets, request.target);
  const [page, totals] = await Promise.all([
    pageLines(db, pass, request.skip, request.limit),
    outcomeTotals(db, pass, rule, targets, request.target),
  ]);
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
          detail: decision.detail && renderMessage(language, decision.detail),
        },
      ];
    }),
    pagination: { skip: request.skip, limit: request.limit, total: totals.matched },
    totals,
  };
}
