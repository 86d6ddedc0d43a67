/**
 * The editor's form: the rule as typed (dollars and percentages as text, keyed splits and
 * conditions), its conversion to the domain's RuleDraft, and the checks the server would make,
 * worded in the user's language.
 */
import {
  actionsProblem,
  conditionsProblem,
  formatCents,
  parseAmount,
  ruleActionsSchema,
  ruleDraftSchema,
  type MessageKey,
  type RuleDraft,
  type RuleMode,
  type RuleScope,
  type RuleScopeKind,
  type RuleSplit,
  type TaxCode,
} from '@ledgerdesk/domain';
import type { FormErrors } from '@mantine/form';
import { i18n } from '../../i18n';
import { sayDomainMessage } from '../../i18n/language';
import { validateWith } from '../../ui/schemaForm';
import { fromConditionGroup, newGroup, toConditionGroup, type DraftGroup } from './conditionDraft';

export type ShareKind = RuleSplit['share']['kind'];

export interface SplitDraft {
  key: string;
  accountCode: string;
  /** Null: the account's default. */
  taxCode: TaxCode | null;
  shareKind: ShareKind;
  /** Percent (e.g. "12.5") or dollars, as typed; unused for the remainder. */
  share: string;
  description: string;
}

export interface RuleForm {
  name: string;
  mode: RuleMode;
  scopeKind: RuleScopeKind;
  brandId: string;
  businessId: string;
  bankAccountIds: string[];
  conditions: DraftGroup;
  splits: SplitDraft[];
  payee: string;
  memo: string;
  internalTransfer: boolean;
  contractorPayment: boolean;
}

let splitKey = 0;
export function newSplit(shareKind: ShareKind = 'remainder'): SplitDraft {
  return { key: `s${++splitKey}`, accountCode: '', taxCode: null, shareKind, share: '', description: '' };
}

export function emptyRuleForm(scopeKind: RuleScopeKind): RuleForm {
  return {
    name: '',
    mode: 'suggest',
    scopeKind,
    brandId: '',
    businessId: '',
    bankAccountIds: [],
    conditions: newGroup('all'),
    splits: [newSplit()],
    payee: '',
    memo: '',
    internalTransfer: false,
    contractorPayment: false,
  };
}

/** A saved rule, or a draft the server made (from a coded line), as the form. */
export function fromRule(rule: RuleDraft): RuleForm {
  const { scope, actions } = rule;
  return {
    name: rule.name,
    mode: rule.mode,
    scopeKind: scope.kind,
    brandId: scope.kind === 'brand' ? scope.brandId : '',
    businessId: scope.kind === 'business' ? scope.businessId : '',
    bankAccountIds: scope.kind === 'business' ? scope.bankAccountIds : [],
    conditions: fromConditionGroup(rule.conditions),
    splits: actions.splits.map((split) => ({
      ...newSplit(split.share.kind),
      accountCode: split.accountCode,
      taxCode: split.taxCode,
      share:
        split.share.kind === 'percent'
          ? String(split.share.basisPoints / 100)
          : split.share.kind === 'fixed'
            ? formatCents(split.share.cents, { thousands: false })
            : '',
      description: split.description ?? '',
    })),
    payee: actions.payee ?? '',
    memo: actions.memo ?? '',
    internalTransfer: actions.internalTransfer,
    contractorPayment: actions.contractorPayment,
  };
}

export function toScope(form: Pick<RuleForm, 'scopeKind' | 'brandId' | 'businessId' | 'bankAccountIds'>): RuleScope {
  if (form.scopeKind === 'brand') return { kind: 'brand', brandId: form.brandId };
  if (form.scopeKind === 'business') return { kind: 'business', businessId: form.businessId, bankAccountIds: form.bankAccountIds };
  return { kind: 'practice' };
}

/** Percentages as basis points and dollars as cents both read as "hundredths": 12.5 % is 1250. */
const hundredths = (text: string) => parseAmount(text.trim()) ?? Number.NaN;

function toSplit(split: SplitDraft): RuleSplit {
  const share: RuleSplit['share'] =
    split.shareKind === 'percent'
      ? { kind: 'percent', basisPoints: hundredths(split.share) }
      : split.shareKind === 'fixed'
        ? { kind: 'fixed', cents: hundredths(split.share) }
        : { kind: 'remainder' };
  return { accountCode: split.accountCode.trim(), taxCode: split.taxCode, share, description: split.description.trim() || null };
}

/** The draft the API receives; values that do not read are left for the schema to refuse. */
export function toRuleDraft(form: RuleForm): RuleDraft {
  return {
    name: form.name.trim(),
    mode: form.mode,
    scope: toScope(form),
    conditions: toConditionGroup(form.conditions),
    actions: {
      splits: form.splits.map(toSplit),
      payee: form.payee.trim() || null,
      memo: form.memo.trim() || null,
      internalTransfer: form.internalTransfer,
      contractorPayment: form.contractorPayment,
    },
  };
}

const ACTION_PROBLEMS: Partial<
  Record<MessageKey, 'coding.errors.noAction' | 'coding.errors.oneRemainder' | 'coding.errors.percentTooHigh'>
> = {
  'rules.needsAction': 'coding.errors.noAction',
  'rules.oneRemainder': 'coding.errors.oneRemainder',
  'rules.percentTooHigh': 'coding.errors.percentTooHigh',
};

/** Per section (name, scope, conditions, actions): what stops the rule being saved. */
export function ruleFormErrors(form: RuleForm): FormErrors {
  const draft = toRuleDraft(form);
  const errors = validateWith<RuleDraft>(ruleDraftSchema, {
    name: i18n.t('coding.errors.name'),
    scope: i18n.t('coding.errors.scope'),
    conditions: i18n.t('coding.errors.conditions'),
    actions: i18n.t('coding.errors.actions'),
  })(draft);
  const problem = errors.conditions ? null : conditionsProblem(draft.conditions);
  // The reason (a refused regular expression and where) is the domain's own message.
  if (problem)
    errors.conditions =
      problem.path === 'conditions'
        ? i18n.t('coding.errors.conditionLimits')
        : i18n.t('coding.errors.conditionProblem', { reason: sayDomainMessage(problem.message, i18n.language) });
  const actionProblem = errors.actions ? null : actionsProblem(draft.actions);
  if (actionProblem) errors.actions = i18n.t(ACTION_PROBLEMS[actionProblem.key] ?? 'coding.errors.actions');
  return errors;
}

const NO_ACTIONS: RuleDraft['actions'] = { splits: [], payee: null, memo: null, internalTransfer: false, contractorPayment: false };

/**
 * The draft the live count and the preview send while the rule is being written: an unnamed
 * rule or unfinished actions do not stop the count (conditions and scope do). Null until the
 * conditions and the scope read.
 */
export function probeDraft(form: RuleForm): RuleDraft | null {
  const draft = toRuleDraft(form);
  const probe = {
    ...draft,
    name: draft.name || '…',
    actions: ruleActionsSchema.safeParse(draft.actions).success ? draft.actions : NO_ACTIONS,
  };
  return ruleDraftSchema.safeParse(probe).success && !conditionsProblem(probe.conditions) ? probe : null;
}
