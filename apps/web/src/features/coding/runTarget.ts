/** Which lines the live count, the preview and the apply look at, as the editor holds it. */
import type { RunTarget } from '@ledgerdesk/domain';
import type { RuleForm } from './ruleForm';

export interface TargetForm {
  /** Ignored for a business rule, which always looks at its own business. */
  businessId: string;
  dateFrom: string | null;
  dateTo: string | null;
  bankAccountIds: string[];
  includeCoded: boolean;
}

export const emptyTarget: TargetForm = { businessId: '', dateFrom: null, dateTo: null, bankAccountIds: [], includeCoded: false };

export function targetBusinessId(target: TargetForm, form: Pick<RuleForm, 'scopeKind' | 'businessId'>): string {
  return form.scopeKind === 'business' ? form.businessId : target.businessId;
}

export function toRunTarget(target: TargetForm, form: Pick<RuleForm, 'scopeKind' | 'businessId'>): RunTarget {
  return runTargetFor(targetBusinessId(target, form), target);
}

/** The target as the API takes it: bank accounts only count within one business. */
export function runTargetFor(businessId: string, target: TargetForm): RunTarget {
  return {
    ...(businessId && { businessId }),
    ...(target.dateFrom && { dateFrom: target.dateFrom }),
    ...(target.dateTo && { dateTo: target.dateTo }),
    bankAccountIds: businessId ? target.bankAccountIds : [],
    includeCoded: target.includeCoded,
  };
}
