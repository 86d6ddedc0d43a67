/** The rules list's URL state: tab, scope filter, keyword and page. */
import { RULE_SCOPE_KINDS, RULE_STATUSES, type RuleListQuery } from '@ledgerdesk/domain';
import { z } from 'zod';

export const RULES_PAGE = 500;

export const ruleSearchSchema = z.object({
  status: z.enum(RULE_STATUSES).catch('active'),
  scope: z.enum(['', ...RULE_SCOPE_KINDS]).catch(''),
  brandId: z.string().catch(''),
  businessId: z.string().catch(''),
  q: z.string().catch(''),
  page: z.coerce.number().int().min(1).catch(1),
});
export type RuleSearch = z.infer<typeof ruleSearchSchema>;

export function ruleListQuery(search: RuleSearch): Partial<RuleListQuery> {
  return {
    status: search.status,
    scopeKind: search.scope || undefined,
    brandId: search.scope === 'brand' ? search.brandId || undefined : undefined,
    businessId: search.scope === 'business' ? search.businessId || undefined : undefined,
    q: search.q || undefined,
    skip: (search.page - 1) * RULES_PAGE,
    limit: RULES_PAGE,
  };
}

/** A scope's order can be saved only from a list that shows the whole of it. */
export const showsWholeScopes = (search: RuleSearch, total: number) => search.q === '' && total <= RULES_PAGE;
