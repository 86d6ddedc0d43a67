/**
 * The practice world (test/practice-world.ts) with the compact chart on b1 (Region Admin A,
 * Case Manager A1) and b5 (Region Admin B), a bank account on each, and the body of a valid rule.
 */
import type { CreateRuleInput, RuleScope } from '@ledgerdesk/domain';
import type { AppContext } from '../../platform/context.js';
import { buildBankAccount, buildChartWithAccounts } from '../../../test/factories.js';
import { buildPracticeWorld } from '../../../test/practice-world.js';

async function withChart(ctx: AppContext, businessId: string) {
  const chart = await buildChartWithAccounts(ctx, businessId);
  const bankLedger = chart.accounts['1-1110'];
  if (!bankLedger) throw new Error('no bank account 1-1110 in the test chart');
  const bankAccount = await buildBankAccount(ctx, { businessId, ledgerAccountId: bankLedger.id });
  return { accounts: chart.accounts, bankAccount };
}

export async function buildRulesWorld(ctx: AppContext) {
  const world = await buildPracticeWorld(ctx);
  return { ...world, l1: await withChart(ctx, world.businesses.b1.id), l5: await withChart(ctx, world.businesses.b5.id) };
}

export type RulesWorld = Awaited<ReturnType<typeof buildRulesWorld>>;

export const practice: RuleScope = { kind: 'practice' };
export const brandScope = (brandId: string): RuleScope => ({ kind: 'brand', brandId });
export const businessScope = (businessId: string, bankAccountIds: string[] = []): RuleScope => ({
  kind: 'business',
  businessId,
  bankAccountIds,
});

/** A rule that codes Officeworks lines to Rent with GST, in `scope`. */
export function ruleBody(scope: RuleScope, overrides: Partial<CreateRuleInput> = {}): CreateRuleInput {
  return {
    name: 'Officeworks to rent',
    mode: 'suggest',
    status: 'draft',
    scope,
    conditions: { match: 'all', conditions: [{ field: 'description', op: 'contains', value: 'officeworks' }] },
    actions: {
      splits: [{ accountCode: '6-1250', taxCode: 'GST', share: { kind: 'remainder' }, description: null }],
      payee: null,
      memo: null,
      internalTransfer: false,
      contractorPayment: false,
    },
    ...overrides,
  };
}
