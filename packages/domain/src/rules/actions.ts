/**
 * What a rule does to a line it matches. Accounts are named by code so a practice or brand rule
 * works in every chart that has the code (ADR 0007). Splits share the line's amount by
 * percentage (basis points) or fixed cents, the rest on the one remainder line.
 */
import { z } from 'zod';
import { TAX_CODES } from '../ledger.js';
import { message, type Message } from '../messages/index.js';

export const RULE_MODES = ['suggest', 'autopost'] as const;
export type RuleMode = (typeof RULE_MODES)[number];

export const splitShareSchema = z.union([
  z.object({ kind: z.literal('percent'), basisPoints: z.number().int().min(1).max(9_999) }),
  z.object({ kind: z.literal('fixed'), cents: z.number().int().min(1).safe() }),
  z.object({ kind: z.literal('remainder') }),
]);
export type SplitShare = z.infer<typeof splitShareSchema>;

export const ruleSplitSchema = z.object({
  accountCode: z.string().trim().min(1).max(20),
  /** Null takes the account's default tax code. */
  taxCode: z.enum(TAX_CODES).nullable(),
  share: splitShareSchema,
  description: z.string().trim().max(200).nullable(),
});
export type RuleSplit = z.infer<typeof ruleSplitSchema>;

export const ruleActionsSchema = z.object({
  splits: z.array(ruleSplitSchema).max(20),
  payee: z.string().trim().max(200).nullable(),
  memo: z.string().trim().max(500).nullable(),
  internalTransfer: z.boolean(),
  contractorPayment: z.boolean(),
});
export type RuleActions = z.infer<typeof ruleActionsSchema>;

/** Null when the actions can be saved; otherwise the reason, in the words the editor shows. */
export function actionsProblem(actions: RuleActions): Message | null {
  const { splits } = actions;
  const hasAction = splits.length > 0 || actions.internalTransfer || actions.contractorPayment || !!actions.payee || !!actions.memo;
  if (!hasAction) return message('rules.needsAction');
  if (splits.length === 0) return null;
  const remainders = splits.filter((s) => s.share.kind === 'remainder').length;
  if (remainders !== 1) return message('rules.oneRemainder');
  const percent = splits.reduce((sum, s) => sum + (s.share.kind === 'percent' ? s.share.basisPoints : 0), 0);
  if (percent >= 10_000) return message('rules.percentTooHigh');
  return null;
}

/**
 * The signed cents of each split for a line of `amount`: percentages rounded half away from
 * zero, fixed amounts carry the line's sign, the remainder takes what is left. Null when the
 * fixed amounts and percentages exceed the line, so the line is reported rather than coded.
 */
export function splitAmounts(amount: number, splits: readonly RuleSplit[]): number[] | null {
  const sign = amount < 0 ? -1 : 1;
  const magnitude = Math.abs(amount);
  const shares = splits.map((s) => {
    if (s.share.kind === 'percent') return Math.round((magnitude * s.share.basisPoints) / 10_000);
    if (s.share.kind === 'fixed') return s.share.cents;
    return 0;
  });
  const rest = magnitude - shares.reduce((a, b) => a + b, 0);
  if (rest < 0) return null;
  return splits.map((s, i) => sign * (s.share.kind === 'remainder' ? rest : (shares[i] ?? 0)));
}
