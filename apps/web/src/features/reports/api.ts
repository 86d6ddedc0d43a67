/** Calls of the reports API: the trial balance and the ledger exports. */
import { z } from 'zod';
import { api, request } from '../../app/http/client';
import { saveBlob } from '../../ui/download';

const trialBalanceSchema = z.object({
  rows: z.array(z.object({ accountId: z.string(), code: z.string(), name: z.string(), type: z.string(), debit: z.number().int(), credit: z.number().int() })),
  totals: z.object({ debit: z.number().int(), credit: z.number().int() }),
  from: z.string(),
  to: z.string(),
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;

export interface Range {
  from: string;
  to: string;
}

export async function getTrialBalance(businessId: string, range: Range): Promise<TrialBalance> {
  const answer = await api(z.object({ data: trialBalanceSchema }), `/api/v1/businesses/${businessId}/reports/trial-balance`, { query: { ...range } });
  return answer.data;
}

export type ExportFormat = 'hledger' | 'csv';

export async function downloadExport(businessId: string, format: ExportFormat, range: Range): Promise<void> {
  const body = await request(`/api/v1/businesses/${businessId}/export/${format}`, { query: { ...range } });
  const text = typeof body === 'string' ? body : '';
  const type = format === 'csv' ? 'text/csv' : 'text/plain';
  saveBlob(new Blob([text], { type }), `ledger-${range.from}-${range.to}.${format === 'csv' ? 'csv' : 'journal'}`);
}
