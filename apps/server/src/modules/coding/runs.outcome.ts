/**
 * What a rule does to one line it matches, decided from the line (reconciled or not), the
 * business's lock date and chart: the one function behind preview, apply and import, so apply codes exactly what the
 * preview called `code`.
 */
import { formatDate, message, splitAmounts, type Message, type RulePreviewOutcome, type RuleSplit, type TaxCode } from '@ledgerdesk/domain';
import type { OrderedRule } from './rule-order.js';
import type { CandidateLine, ChartAccount } from './runs.repo.js';

export interface PlannedSplit {
  accountId: string;
  accountCode: string;
  taxCode: TaxCode;
  amount: number;
  description: string | null;
}

export interface Decision {
  outcome: RulePreviewOutcome;
  /** Why the line is left alone, said in the reader's language when answered. */
  detail: Message | null;
  /** The resolved splits when the outcome is `code` and the rule has splits. */
  splits: PlannedSplit[];
}

const refuse = (outcome: RulePreviewOutcome, detail: Message): Decision => ({ outcome, detail, splits: [] });

/** A line no rule may touch: in the locked period, or held by a bank reconciliation. Null when the line is open. */
export function frozen(line: CandidateLine, lockDate: string | null): Decision | null {
  if (lockDate && line.date <= lockDate) return refuse('locked', message('rules.outcome.locked', { date: formatDate(lockDate) }));
  if (line.reconciled) return refuse('reconciled', message('rules.outcome.reconciled'));
  return null;
}

export function decide(
  line: CandidateLine,
  rule: OrderedRule,
  lockDate: string | null,
  chart: ReadonlyMap<string, ChartAccount> | undefined,
  includeCoded: boolean,
): Decision {
  const held = frozen(line, lockDate);
  if (held) return held;
  if (line.journalEntryId && rule.mode === 'suggest') return refuse('codedByHand', message('rules.outcome.codedAlready'));
  if (line.journalEntryId && !line.codedByRuleId && !includeCoded) return refuse('codedByHand', message('rules.outcome.codedByHand'));
  if (rule.mode === 'suggest') {
    const missing = missingAccount(rule.actions.splits, chart);
    return missing ? refuse('missingAccount', missing) : { outcome: 'code', detail: null, splits: [] };
  }
  return planSplits(line.amount, rule.actions.splits, chart);
}

/** Why the rule cannot code lines of this chart (an account it names is absent or inactive), or null. */
export function missingAccount(splits: readonly RuleSplit[], chart: ReadonlyMap<string, ChartAccount> | undefined): Message | null {
  const split = splits.find((s) => !chart?.get(s.accountCode)?.active);
  if (!split) return null;
  return chart?.get(split.accountCode)
    ? message('rules.outcome.accountInactive', { code: split.accountCode })
    : message('rules.outcome.accountMissing', { code: split.accountCode });
}

/**
 * A rule's splits (by account code) as the coding of a line of `amount`: accounts resolved in the
 * business's chart, amounts by splitAmounts, a null tax code taking the account's. Autopost and
 * accepting a suggestion both post what this plans.
 */
export function planSplits(amount: number, splits: readonly RuleSplit[], chart: ReadonlyMap<string, ChartAccount> | undefined): Decision {
  const missing = missingAccount(splits, chart);
  if (missing) return refuse('missingAccount', missing);
  if (splits.length === 0) return { outcome: 'code', detail: null, splits: [] };
  const amounts = splitAmounts(amount, splits);
  if (!amounts) return refuse('splitTooLarge', message('rules.outcome.splitTooLarge'));
  const planned = splits.flatMap((split, i) => {
    const account = chart?.get(split.accountCode);
    const share = amounts[i] ?? 0;
    if (!account || share === 0) return [];
    return [
      {
        accountId: account.id,
        accountCode: split.accountCode,
        taxCode: split.taxCode ?? account.taxCode,
        amount: share,
        description: split.description,
      },
    ];
  });
  if (planned.length === 0) return refuse('splitTooLarge', message('rules.outcome.zeroLine'));
  return { outcome: 'code', detail: null, splits: planned };
}
