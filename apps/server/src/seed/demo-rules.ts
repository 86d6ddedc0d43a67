/**
 * Auto-coding the demo can show: practice, brand and business rules made through the rules
 * service and applied through the run service, so each active rule has its run, lines and counts.
 * One rule is archived after its run, one stays a draft, and a Suggest-mode rule is applied last,
 * to the lines nobody has coded yet, so they carry its suggestion in the master table.
 */
import type { CreateRuleInput, RuleScope, TaxCode } from '@ledgerdesk/domain';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../platform/context.js';
import { brands } from '../modules/brands/brands.tables.js';
import { applyActiveRules, applyRule, changeRuleStatus, createRule } from '../modules/coding/index.js';
import type { DemoActors } from './demo-actors.js';
import type { BookLine, BooksBusiness } from './demo-books.js';

type Conditions = CreateRuleInput['conditions'];

const contains = (value: string): Conditions => ({ match: 'all', conditions: [{ field: 'description', op: 'contains', value }] });

function rule(
  name: string,
  scope: RuleScope,
  conditions: Conditions,
  code: string,
  taxCode: TaxCode,
  extra: Partial<CreateRuleInput['actions']> & { mode?: 'suggest' | 'autopost'; status?: 'draft' | 'active' } = {},
): CreateRuleInput {
  const { mode = 'autopost', status = 'active', ...actions } = extra;
  return {
    name,
    mode,
    status,
    scope,
    conditions,
    actions: {
      splits: [{ accountCode: code, taxCode, share: { kind: 'remainder' }, description: null }],
      payee: null,
      memo: null,
      internalTransfer: false,
      contractorPayment: false,
      ...actions,
    },
  };
}

async function brandIds(ctx: AppContext): Promise<{ harbour: string; saigon: string }> {
  const rows = await ctx.db
    .select({ id: brands.id, slug: brands.slug })
    .from(brands)
    .where(inArray(brands.slug, ['harbour-ledger', 'saigon-books']));
  const id = (slug: string) => rows.find((r) => r.slug === slug)?.id ?? '';
  return { harbour: id('harbour-ledger'), saigon: id('saigon-books') };
}

/**
 * The rules that code before the bookkeeper does, applied as "apply active rules" on each business
 * (one run each, first match wins); Telstra's is retired after its run, and one rule is a draft.
 */
export async function seedCodingRules(ctx: AppContext, actors: DemoActors, books: readonly BooksBusiness[]): Promise<void> {
  const { superAdmin, caseManager } = actors;
  const brand = await brandIds(ctx);
  const business = (name: string): RuleScope => ({
    kind: 'business',
    businessId: books.find((b) => b.name === name)?.id ?? '',
    bankAccountIds: [],
  });
  const practice: RuleScope = { kind: 'practice' };
  const agl: Conditions = { match: 'all', conditions: [{ field: 'description', op: 'matchesWord', value: 'agl' }] };

  await createRule(ctx, superAdmin, rule('Xero subscription', practice, contains('xero australia'), '6-1280', 'GST', { payee: 'Xero' }));
  await createRule(ctx, superAdmin, rule('Bank account keeping fees', practice, contains('account keeping fee'), '6-1020', 'FRE'));
  await createRule(
    ctx,
    superAdmin,
    rule('AGL electricity and gas', { kind: 'brand', brandId: brand.harbour }, agl, '6-1090', 'GST', { payee: 'AGL' }),
  );
  await createRule(
    ctx,
    caseManager,
    rule('Bunnings materials', business('Coastal Plumbing Co'), contains('bunnings'), '5-1400', 'GST', { payee: 'Bunnings' }),
  );
  const contractor = { contractorPayment: true };
  await createRule(
    ctx,
    caseManager,
    rule('Sparky Bros subcontractor', business('Southern Cross Electrical'), contains('sparky bros'), '5-1200', 'GST', contractor),
  );
  // Retired once the bills began to carry handset repayments, which the bookkeeper splits by hand.
  const telstra = await createRule(
    ctx,
    superAdmin,
    rule('Telstra phone and internet', practice, contains('telstra'), '6-1290', 'GST', { payee: 'Telstra' }),
  );
  for (const { id } of books) {
    await applyActiveRules(ctx, caseManager, { target: { businessId: id, bankAccountIds: [], includeCoded: false }, confirmed: true });
  }
  await changeRuleStatus(ctx, superAdmin, telstra.id, 'archived');
  await createRule(
    ctx,
    superAdmin,
    rule('Cafe meals to entertainment', { kind: 'brand', brandId: brand.saigon }, contains('cafe'), '6-1100', 'GST', { status: 'draft' }),
  );
}

/** Fuel is suggested, not posted (fleet cards carry private use): applied to the lines still uncoded. */
export async function seedSuggestRule(ctx: AppContext, actors: DemoActors, lines: readonly BookLine[]): Promise<void> {
  const names = ['Caltex', 'Ampol', 'BP'];
  const stations = names.map((name) => ({ field: 'description' as const, op: 'matchesWord' as const, value: name.toLowerCase() }));
  const books = [...new Set(lines.filter((l) => names.includes(l.payee)).map((l) => l.business.id))];
  const fuel = await createRule(
    ctx,
    actors.superAdmin,
    rule('Fuel stations', { kind: 'practice' }, { match: 'any', conditions: stations }, '6-1180', 'GST', { mode: 'suggest' }),
  );
  for (const id of books) {
    await applyRule(ctx, actors.caseManager, {
      ruleId: fuel.id,
      target: { businessId: id, bankAccountIds: [], includeCoded: false },
      confirmed: true,
    });
  }
}
