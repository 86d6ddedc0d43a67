/**
 * `decide` (runs.outcome.ts) as one SQL expression over the current bank_transactions row, so the
 * preview counts a million lines per outcome in the database instead of loading them. The steps
 * and their order are decide's; what depends only on the business (its lock date, whether its
 * chart has the rule's accounts) is decided in JS by decide's own helpers and passed as ids.
 * The JS path stays the reference (apply, import and the preview's page use it); a property test
 * (runs.outcome-sql.test.ts) checks both on random rules, lines, locks and charts.
 */
import type { RulePreviewOutcome, RuleSplit } from '@ledgerdesk/domain';
import { sql, type SQL } from 'drizzle-orm';
import { bankTransactions as t } from '../banking/banking.tables.js';
import type { OrderedRule, TargetBusiness } from './rule-order.js';
import { missingAccount } from './runs.outcome.js';
import type { ChartAccount } from './runs.repo.js';

export interface OutcomeContext {
  rule: OrderedRule;
  targets: readonly TargetBusiness[];
  charts: ReadonlyMap<string, ReadonlyMap<string, ChartAccount>>;
  includeCoded: boolean;
  /** The first higher rule that takes the row (firstMatchSql), null when none does. */
  takenBy: SQL;
}

const ids = (businesses: readonly TargetBusiness[]) => sql.param(businesses.map((b) => b.id));

/** The row is on or before its business's lock date: one arm per distinct lock date. */
function lockedSql(targets: readonly TargetBusiness[]): SQL {
  const byDate = new Map<string, TargetBusiness[]>();
  for (const b of targets) if (b.lockDate) byDate.set(b.lockDate, [...(byDate.get(b.lockDate) ?? []), b]);
  if (byDate.size === 0) return sql`false`;
  const arms = [...byDate].map(
    ([lockDate, group]) => sql`(${t.businessId} = any(${ids(group)}::uuid[]) and ${t.date} <= ${lockDate}::date)`,
  );
  return sql`(${sql.join(arms, sql` or `)})`;
}

/** splitAmounts' shares in integer arithmetic: a percentage rounded half away from zero is floor((m·bp + 5000) / 10000) for m ≥ 0. */
function shareSql(split: RuleSplit, rest: SQL): SQL {
  if (split.share.kind === 'percent') return sql`((abs(${t.amount}) * ${split.share.basisPoints}::bigint + 5000) / 10000)`;
  if (split.share.kind === 'fixed') return sql`${split.share.cents}::bigint`;
  return rest;
}

/** planSplits refuses the line: the fixed amounts and percentages exceed it, or every split's share is zero. */
function splitTooLargeSql(splits: readonly RuleSplit[]): SQL {
  const taken = splits.filter((s) => s.share.kind !== 'remainder').map((s) => shareSql(s, sql`0`));
  const rest = sql`(abs(${t.amount}) - (${sql.join([sql`0`, ...taken], sql` + `)}))`;
  const allZero = sql.join(
    splits.map((s) => sql`${shareSql(s, rest)} = 0`),
    sql` and `,
  );
  return sql`(${rest} < 0 or (${allZero}))`;
}

/** The steps of decide, first hit wins; a step that cannot apply to this rule and target is left out. */
export function outcomeSql({ rule, targets, charts, includeCoded, takenBy }: OutcomeContext): SQL {
  const { splits } = rule.actions;
  const missing = targets.filter((b) => missingAccount(splits, charts.get(b.id)));
  const steps: [SQL, RulePreviewOutcome][] = [
    [lockedSql(targets), 'locked'],
    [sql`${t.reconciliationId} is not null`, 'reconciled'],
    [sql`${takenBy} is not null`, 'takenByHigherRule'],
  ];
  if (rule.mode === 'suggest') steps.push([sql`${t.journalEntryId} is not null`, 'codedByHand']);
  else if (!includeCoded) steps.push([sql`(${t.journalEntryId} is not null and ${t.codedByRuleId} is null)`, 'codedByHand']);
  if (missing.length > 0) steps.push([sql`${t.businessId} = any(${ids(missing)}::uuid[])`, 'missingAccount']);
  if (rule.mode === 'autopost' && splits.length > 0) steps.push([splitTooLargeSql(splits), 'splitTooLarge']);
  const arms = steps.map(([when, outcome]) => sql` when ${when} then ${outcome}`);
  return sql`(case${sql.join(arms)} else ${'code' satisfies RulePreviewOutcome} end)`;
}
