/**
 * Calls of internal transfers (`/api/v1/businesses/:id/transfer-pairs`); every answer is parsed
 * with the domain's contract, so a server that drifts from it fails loudly here.
 */
import {
  transferAnalyzeAnswerSchema,
  transferDecisionAnswerSchema,
  transferPairListAnswerSchema,
  type TransferDecisionInput,
} from '@ledgerdesk/domain';
import { api } from '../../app/http/client';

const base = (businessId: string) => `/api/v1/businesses/${encodeURIComponent(businessId)}/transfer-pairs`;

export type PairTab = 'proposed' | 'accepted';

export function fetchPairs(businessId: string, query: { status: PairTab; skip: number; limit: number }, signal?: AbortSignal) {
  return api(transferPairListAnswerSchema, base(businessId), { query, signal });
}

export async function analyzeTransfers(businessId: string, days: number) {
  return (await api(transferAnalyzeAnswerSchema, `${base(businessId)}/analyze`, { method: 'POST', body: { days } })).data;
}

export async function decidePairs(businessId: string, action: 'accept' | 'reject' | 'undo', body: TransferDecisionInput) {
  return (await api(transferDecisionAnswerSchema, `${base(businessId)}/${action}`, { method: 'POST', body })).data;
}
