/**
 * What a rule does to one line it matches, decided from the line, the business's lock date and
 * chart: the one function behind preview, apply and import, so apply codes exactly what the
 * preview called `code`.
 */
import { splitAmounts, type RulePreviewOutcome, type TaxCode } from '@ledgerdesk/domain';
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
  detail: string | null;
  /** The resolved splits when the outcome is `code` and the rule has splits. */
  splits: PlannedSplit[];
}

const refuse = (outcome: RulePreviewOutcome, detail: string): Decision => ({ outcome, detail, splits: [] });

export function decide(
  line: CandidateLine,
  rule: OrderedRule,
  lockDate: string | null,
  chart: ReadonlyMap<string, ChartAccount> | undefined,
  includeCoded: boolean,
): Decision {
  if (lockDate && line.date <= lockDate) return refuse('locked', `The books are locked up to ${lockDate}.`);
  if (line.journalEntryId && rule.mode === 'suggest')
    return refuse('codedByHand', 'The line is coded already; a suggestion never replaces an entry.');
  if (line.journalEntryId && !line.codedByRuleId && !includeCoded) return refuse('codedByHand', 'Coded by hand.');
  const { splits } = rule.actions;
  const resolved = splits.map((s) => ({ split: s, account: chart?.get(s.accountCode) }));
  const missing = resolved.find((r) => !r.account?.active);
  if (missing)
    return refuse(
      'missingAccount',
      missing.account
        ? `Account ${missing.split.accountCode} is inactive in this chart.`
        : `The chart has no account ${missing.split.accountCode}.`,
    );
  if (splits.length === 0 || rule.mode === 'suggest') return { outcome: 'code', detail: null, splits: [] };
  const amounts = splitAmounts(line.amount, splits);
  if (!amounts) return refuse('splitTooLarge', 'The fixed amounts and percentages add up to more than the line.');
  const planned = resolved.flatMap(({ split, account }, i) => {
    const amount = amounts[i] ?? 0;
    if (!account || amount === 0) return [];
    return [
      {
        accountId: account.id,
        accountCode: split.accountCode,
        taxCode: split.taxCode ?? account.taxCode,
        amount,
        description: split.description,
      },
    ];
  });
  if (planned.length === 0) return refuse('splitTooLarge', 'A line of zero leaves nothing to code.');
  return { outcome: 'code', detail: null, splits: planned };
}
