/** TABLE step: the trial balance's columns, the same for the screen, PDF and XLSX. */
import type { IsoDate, TrialBalance } from '@ledgerdesk/domain';
import { z } from 'zod';

export const trialBalanceRowSchema = z.object({
  accountId: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  debit: z.number().int(),
  credit: z.number().int(),
});

export const trialBalanceSchema = z.object({
  rows: z.array(trialBalanceRowSchema),
  totals: z.object({ debit: z.number().int(), credit: z.number().int() }),
  from: z.string(),
  to: z.string(),
});
export type TrialBalanceTable = z.infer<typeof trialBalanceSchema>;

export function trialBalanceTable(report: TrialBalance, range: { from: IsoDate; to: IsoDate }): TrialBalanceTable {
  return {
    rows: report.rows.map(({ accountId, code, name, type, debit, credit }) => ({ accountId, code, name, type, debit, credit })),
    totals: report.totals,
    from: range.from,
    to: range.to,
  };
}
