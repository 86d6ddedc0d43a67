/**
 * The order rules are evaluated in, for one business: its own rules (limited to their bank
 * accounts), then its brand's, then the practice's, each scope by position; the first rule that
 * matches a line takes it. Preview, apply and import all ask this file, so they cannot disagree.
 */
import type { ConditionGroup, RuleActions, RuleMode, RuleScopeKind } from '@ledgerdesk/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { bankTransactions as t } from '../banking/banking.tables.js';
import { selectRows } from '../ledger/index.js';
import { ruleWhere } from './rule-sql.js';

export interface OrderedRule {
  id: string;
  name: string;
  version: number;
  mode: RuleMode;
  scopeKind: RuleScopeKind;
  brandId: string | null;
  businessId: string | null;
  bankAccountIds: string[];
  /** Null for an unsaved draft: it goes after every rule of its scope. */
  position: number | null;
  conditions: ConditionGroup;
  actions: RuleActions;
}

/** A business a run looks at, with what the order and the outcomes need of it. */
export interface TargetBusiness {
  id: string;
  name: string;
  brandId: string;
  lockDate: string | null;
}

const SCOPE_RANK: Record<RuleScopeKind, number> = { business: 0, brand: 1, practice: 2 };

export function compareRules(a: OrderedRule, b: OrderedRule): number {
  return (
    SCOPE_RANK[a.scopeKind] - SCOPE_RANK[b.scopeKind] ||
    (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
    a.id.localeCompare(b.id)
  );
}

const sameScope = (a: OrderedRule, b: OrderedRule) =>
  a.scopeKind === b.scopeKind && a.brandId === b.brandId && a.businessId === b.businessId;

/** The active rules evaluated before `subject` wherever `subject` applies. */
export function rulesBefore(subject: OrderedRule, rules: readonly OrderedRule[]): OrderedRule[] {
  return rules.filter(
    (r) =>
      r.id !== subject.id &&
      (SCOPE_RANK[r.scopeKind] < SCOPE_RANK[subject.scopeKind] || (sameScope(r, subject) && compareRules(r, subject) < 0)),
  );
}

interface RuleRow {
  id: string;
  name: string;
  version: number;
  mode: RuleMode;
  scope_kind: RuleScopeKind;
  brand_id: string | null;
  business_id: string | null;
  bank_account_ids: string[];
  position: number;
  conditions: ConditionGroup;
  actions: RuleActions;
}

export const presentRuleRow = (r: RuleRow): OrderedRule => ({
  id: r.id,
  name: r.name,
  version: Number(r.version),
  mode: r.mode,
  scopeKind: r.scope_kind,
  brandId: r.brand_id,
  businessId: r.business_id,
  bankAccountIds: r.bank_account_ids,
  position: Number(r.position),
  conditions: r.conditions,
  actions: r.actions,
});

const ruleColumns = sql`id, name, version, mode, scope_kind, brand_id, business_id, bank_account_ids, position, conditions, actions`;

export async function findRule(db: Db, id: string): Promise<OrderedRule | undefined> {
  const [row] = await selectRows<RuleRow>(db, sql`select ${ruleColumns} from coding_rules where id = ${id}`);
  return row && presentRuleRow(row);
}

/** Every active rule that applies to at least one of `targets`, in evaluation order. */
export async function activeRulesFor(db: Db, targets: readonly TargetBusiness[]): Promise<OrderedRule[]> {
  if (targets.length === 0) return [];
  const rows = await selectRows<RuleRow>(
    db,
    sql`select ${ruleColumns} from coding_rules
        where status = 'active' and (scope_kind = 'practice'
          or (scope_kind = 'brand' and brand_id = any(${sql.param([...new Set(targets.map((b) => b.brandId))])}::uuid[]))
          or (scope_kind = 'business' and business_id = any(${sql.param(targets.map((b) => b.id))}::uuid[])))`,
  );
  return rows.map(presentRuleRow).sort(compareRules);
}

/** The rule's scope over the current bank_transactions row: its business (and bank accounts), its brand's businesses, or all. */
export function scopeSql(rule: OrderedRule, targets: readonly TargetBusiness[]): SQL {
  if (rule.scopeKind === 'practice') return sql`true`;
  if (rule.scopeKind === 'brand') {
    const ids = targets.filter((b) => b.brandId === rule.brandId).map((b) => b.id);
    return sql`${t.businessId} = any(${sql.param(ids)}::uuid[])`;
  }
  const accounts = rule.bankAccountIds.length > 0 ? sql` and ${t.bankAccountId} = any(${sql.param(rule.bankAccountIds)}::uuid[])` : sql``;
  return sql`(${t.businessId} = ${rule.businessId}${accounts})`;
}

/** True when `rule` applies to and matches the current bank_transactions row. */
export const matchSql = (rule: OrderedRule, targets: readonly TargetBusiness[]): SQL =>
  sql`(${scopeSql(rule, targets)} and ${ruleWhere(rule.conditions)})`;

/** The id of the first of `rules` (already in order) that takes the current row, null when none does. */
export function firstMatchSql(rules: readonly OrderedRule[], targets: readonly TargetBusiness[]): SQL {
  if (rules.length === 0) return sql`null::uuid`;
  const arms = rules.map((r) => sql` when ${matchSql(r, targets)} then ${r.id}::uuid`);
  return sql`(case${sql.join(arms)} else null end)`;
}
