/**
 * One rule over a target: which businesses it reaches (its scope ∩ the caller's data scope ∩ the
 * target), every line its conditions match there, and the decision for each. Preview pages this
 * and apply writes its `code` lines, so the two cannot differ; the preview counts its outcomes in
 * SQL from the same pass (runs.preview.ts).
 */
import { message, type RuleDraft, type RunTarget } from '@ledgerdesk/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { bankTransactions as t } from '../banking/banking.tables.js';
import { businesses } from '../businesses/index.js';
import { businessInScope } from '../ledger/index.js';
import { activeRulesFor, findRule, firstMatchSql, matchSql, rulesBefore, type OrderedRule, type TargetBusiness } from './rule-order.js';
import { decide, frozen, type Decision } from './runs.outcome.js';
import {
  candidateLines,
  chartAccountsByCode,
  countLines,
  lineFilterSql,
  targetBusinesses,
  type CandidateLine,
  type ChartAccount,
} from './runs.repo.js';

/** An unsaved draft has no id; this one is never a rule's. */
const DRAFT_ID = '00000000-0000-0000-0000-000000000000';

export function draftRule(draft: RuleDraft): OrderedRule {
  const { scope } = draft;
  return {
    id: DRAFT_ID,
    name: draft.name,
    version: 0,
    mode: draft.mode,
    scopeKind: scope.kind,
    brandId: scope.kind === 'brand' ? scope.brandId : null,
    businessId: scope.kind === 'business' ? scope.businessId : null,
    bankAccountIds: scope.kind === 'business' ? scope.bankAccountIds : [],
    position: null,
    conditions: draft.conditions,
    actions: draft.actions,
  };
}

/** A saved rule the caller may see: practice and brand rules are read-only for everyone with access, a business rule needs its business in scope. */
export async function visibleRule(db: Db, actor: AuthUser, id: string): Promise<OrderedRule> {
  const rule = await findRule(db, id);
  if (!rule) throw Errors.notFound('Rule');
  if (rule.businessId) await businessInScope(db, actor, rule.businessId).catch(() => Promise.reject(Errors.notFound('Rule')));
  return rule;
}

/** The businesses a run of `rule` reaches; a target business outside the caller's scope is not found. */
export async function ruleTargets(db: Db, actor: AuthUser, rule: OrderedRule, target: RunTarget): Promise<TargetBusiness[]> {
  if (target.businessId) await businessInScope(db, actor, target.businessId);
  const inRuleScope: SQL | undefined =
    rule.scopeKind === 'business'
      ? eq(businesses.id, rule.businessId ?? DRAFT_ID)
      : rule.scopeKind === 'brand'
        ? sql`c.brand_id = ${rule.brandId}`
        : undefined;
  return targetBusinesses(db, actor, and(inRuleScope, target.businessId ? eq(businesses.id, target.businessId) : undefined));
}

const targetFilter = (targets: readonly TargetBusiness[], target: RunTarget) =>
  lineFilterSql({
    businessIds: targets.map((b) => b.id),
    dateFrom: target.dateFrom,
    dateTo: target.dateTo,
    bankAccountIds: target.bankAccountIds,
  });

export interface EvaluatedLine {
  line: CandidateLine;
  business: TargetBusiness;
  takenBy: OrderedRule | null;
  decision: Decision;
}

export interface Evaluation {
  lines: EvaluatedLine[];
  /** Every line of the target, whatever its state: what `share` is a share of. */
  total: number;
}

/** A rule's pass over a target before any line is read: shared by evaluateRule (apply) and the paged preview. */
export interface RulePass {
  /** Every line of the target (what `total` counts). */
  filter: SQL | undefined;
  /** Of those, the lines the rule matches and still has something to do with. */
  matches: SQL;
  /** The first higher rule that takes the current row, null when none does. */
  takenBy: SQL;
  charts: Map<string, Map<string, ChartAccount>>;
  /** A line read with `takenBy`, decided; null when its business is not a target. */
  evaluate(line: CandidateLine): EvaluatedLine | null;
}

export async function prepareRule(db: Db, rule: OrderedRule, targets: readonly TargetBusiness[], target: RunTarget): Promise<RulePass> {
  const higher = rulesBefore(rule, await activeRulesFor(db, targets));
  const charts = await chartAccountsByCode(
    db,
    targets.map((b) => b.id),
    rule.actions.splits.map((s) => s.accountCode),
  );
  // A line this rule already coded or suggested has nothing left for it to do.
  const notOwn = sql`${t.codedByRuleId} is distinct from ${rule.id}::uuid
    and not (${t.journalEntryId} is null and ${t.suggestedByRuleId} is not distinct from ${rule.id}::uuid)`;
  const byId = new Map(targets.map((b) => [b.id, b]));
  const rulesById = new Map(higher.map((r) => [r.id, r]));
  return {
    filter: targetFilter(targets, target),
    matches: sql`(${notOwn} and ${matchSql(rule, targets)})`,
    takenBy: firstMatchSql(higher, targets),
    charts,
    evaluate(line) {
      const business = byId.get(line.businessId);
      if (!business) return null;
      const takenBy = line.takenBy ? (rulesById.get(line.takenBy) ?? null) : null;
      const decision: Decision =
        takenBy && !frozen(line, business.lockDate)
          ? { outcome: 'takenByHigherRule', detail: message('rules.outcome.takenBy', { rule: takenBy.name }), splits: [] }
          : decide(line, rule, business.lockDate, charts.get(business.id), target.includeCoded);
      return { line, business, takenBy, decision };
    },
  };
}

export async function evaluateRule(db: Db, rule: OrderedRule, targets: readonly TargetBusiness[], target: RunTarget): Promise<Evaluation> {
  if (targets.length === 0) return { lines: [], total: 0 };
  const pass = await prepareRule(db, rule, targets, target);
  const candidates = await candidateLines(db, and(pass.filter, pass.matches), pass.takenBy);
  const { total } = await countLines(db, pass.filter, sql`true`);
  return { lines: candidates.flatMap((line) => pass.evaluate(line) ?? []), total };
}

/** The editor's live count: one scan of the target, no outcomes. */
export async function countMatches(db: Db, rule: OrderedRule, targets: readonly TargetBusiness[], target: RunTarget) {
  if (targets.length === 0) return { matched: 0, total: 0 };
  return countLines(db, targetFilter(targets, target), matchSql(rule, targets));
}
