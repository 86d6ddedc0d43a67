/**
 * For the runs tests: a fresh business (client c1 of brand X, managed by Case Manager A1) with the
 * compact chart, a bank account and the given lines, and rules inserted straight into coding_rules.
 */
import type { ConditionGroup, RuleActions, RuleSplit } from '@ledgerdesk/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { buildBankAccount, buildBankTransactions, buildBusiness, buildChartWithAccounts } from '../../../test/factories.js';
import type { PracticeWorld } from '../../../test/practice-world.js';
import { bankTransactions } from '../banking/banking.tables.js';
import { codingRules } from './coding.tables.js';

export type LineSpec = { date: string; amount: number; description: string; payee?: string };

export async function buildCodingBusiness(
  ctx: AppContext,
  w: PracticeWorld,
  lines: readonly LineSpec[],
  options: { chart?: 'without-rent' } = {},
) {
  const business = await buildBusiness(ctx, { clientId: w.clients.c1.id, caseManagerIds: [w.users.cmA1.user.id] });
  const chart = await buildChartWithAccounts(ctx, business.id);
  if (options.chart === 'without-rent') await ctx.db.execute(sql`delete from accounts where id = ${chart.accounts['6-1250']?.id ?? ''}`);
  const bankAccount = await buildBankAccount(ctx, { businessId: business.id, ledgerAccountId: chart.accounts['1-1110']?.id ?? '' });
  const transactions = await buildBankTransactions(ctx, bankAccount, lines);
  return { business, chart, bankAccount, transactions };
}

export const split = (
  accountCode: string,
  share: RuleSplit['share'] = { kind: 'remainder' },
  taxCode: RuleSplit['taxCode'] = null,
): RuleSplit => ({
  accountCode,
  taxCode,
  share,
  description: null,
});

export const actionsOf = (splits: RuleSplit[], more: Partial<RuleActions> = {}): RuleActions => ({
  splits,
  payee: null,
  memo: null,
  internalTransfer: false,
  contractorPayment: false,
  ...more,
});

export const contains = (value: string): ConditionGroup => ({
  match: 'all',
  conditions: [{ field: 'description', op: 'contains', value }],
});

let positions = 0;

export async function insertRule(
  ctx: AppContext,
  rule: {
    name?: string;
    scope: { kind: 'practice' } | { kind: 'brand'; brandId: string } | { kind: 'business'; businessId: string; bankAccountIds?: string[] };
    conditions: ConditionGroup;
    actions: RuleActions;
    mode?: 'suggest' | 'autopost';
    status?: 'draft' | 'active' | 'archived';
    position?: number;
  },
) {
  const { scope } = rule;
  const [row] = await ctx.db
    .insert(codingRules)
    .values({
      name: rule.name ?? `Rule ${++positions}`,
      scopeKind: scope.kind,
      brandId: scope.kind === 'brand' ? scope.brandId : null,
      businessId: scope.kind === 'business' ? scope.businessId : null,
      bankAccountIds: scope.kind === 'business' ? (scope.bankAccountIds ?? []) : [],
      status: rule.status ?? 'active',
      mode: rule.mode ?? 'autopost',
      position: rule.position ?? ++positions,
      // Plain objects: generated ones (fast-check) have no prototype, which the driver refuses.
      conditions: JSON.parse(JSON.stringify(rule.conditions)) as ConditionGroup,
      actions: rule.actions,
    })
    .returning();
  if (!row) throw new Error('rule not inserted');
  return row;
}

export const lineOf = async (ctx: AppContext, id: string) => {
  const [row] = await ctx.db.select().from(bankTransactions).where(eq(bankTransactions.id, id));
  if (!row) throw new Error(`no line ${id}`);
  return row;
};
