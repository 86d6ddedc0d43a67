/**
 * Calls of the auto-coding API (`/api/v1/coding-rules`, `/api/v1/coding-runs`); every answer is
 * parsed with the domain's contract, so a server that drifts from it fails loudly here.
 */
import {
  type ActiveRulesApplyRequest,
  codingJobAnswerSchema,
  ruleAnswerSchema,
  ruleCountAnswerSchema,
  ruleDraftFromLineAnswerSchema,
  ruleListAnswerSchema,
  rulePreviewAnswerSchema,
  ruleVersionsAnswerSchema,
  runLinesAnswerSchema,
  runListAnswerSchema,
  runUndoAnswerSchema,
  type CreateRuleInput,
  type RuleDraft,
  type RuleListQuery,
  type RulePreviewRequest,
  type RuleScope,
  type RuleStatus,
  type RunTarget,
  type UpdateRuleInput,
  type RunDto,
} from '@ledgerdesk/domain';
import { api, request } from '../../app/http/client';

const RULES = '/api/v1/coding-rules';
const RUNS = '/api/v1/coding-runs';
const enc = encodeURIComponent;

export function fetchRules(query: Partial<RuleListQuery>, signal?: AbortSignal) {
  return api(ruleListAnswerSchema, RULES, { query: { ...query }, signal });
}

export async function fetchRule(id: string, signal?: AbortSignal) {
  return (await api(ruleAnswerSchema, `${RULES}/${enc(id)}`, { signal })).data;
}

export async function createRule(input: CreateRuleInput) {
  return (await api(ruleAnswerSchema, RULES, { method: 'POST', body: input })).data;
}

export async function updateRule(id: string, input: UpdateRuleInput) {
  return (await api(ruleAnswerSchema, `${RULES}/${enc(id)}`, { method: 'PUT', body: input })).data;
}

export async function changeRuleStatus(id: string, status: RuleStatus) {
  return (await api(ruleAnswerSchema, `${RULES}/${enc(id)}/status`, { method: 'POST', body: { status } })).data;
}

export async function fetchRuleVersions(id: string, signal?: AbortSignal) {
  return (await api(ruleVersionsAnswerSchema, `${RULES}/${enc(id)}/versions`, { signal })).data;
}

/** The answer carries nothing the screen needs: the list is refetched after. */
export async function saveRuleOrder(scope: RuleScope, ruleIds: string[]): Promise<void> {
  await request(`${RULES}/order`, { method: 'PUT', body: { scope, ruleIds } });
}

/** A business rule drafted from a coded bank line, with what it matches among the business's lines. */
export async function fetchRuleDraftFromLine(transactionId: string, signal?: AbortSignal) {
  return (await api(ruleDraftFromLineAnswerSchema, `/api/v1/transactions/${enc(transactionId)}/rule-draft`, { signal })).data;
}

export function previewRule(body: RulePreviewRequest, signal?: AbortSignal) {
  return api(rulePreviewAnswerSchema, `${RULES}/preview`, { method: 'POST', body, signal });
}

export async function countRule(draft: RuleDraft, target: RunTarget, signal?: AbortSignal) {
  return (await api(ruleCountAnswerSchema, `${RULES}/count`, { method: 'POST', body: { draft, target }, signal })).data;
}

/** Queues the run: the answer is its job (codingJob.ts follows it). */
export async function applyRule(ruleId: string, target: RunTarget, confirmed: boolean) {
  return (await api(codingJobAnswerSchema, `${RULES}/apply`, { method: 'POST', body: { ruleId, target, confirmed } })).data;
}

/** Every active rule over one business's lines, first match wins, as one run; queued as a job. */
export async function applyActiveRules(body: ActiveRulesApplyRequest) {
  return (await api(codingJobAnswerSchema, `${RULES}/apply-active`, { method: 'POST', body })).data;
}

export function fetchRuns(
  query: { ruleId?: string; kind?: RunDto['kind']; businessId?: string; skip: number; limit: number },
  signal?: AbortSignal,
) {
  return api(runListAnswerSchema, RUNS, { query, signal });
}

export function fetchRunLines(runId: string, page: { skip: number; limit: number }, signal?: AbortSignal) {
  return api(runLinesAnswerSchema, `${RUNS}/${enc(runId)}/lines`, { query: page, signal });
}

export async function undoRun(runId: string) {
  return (await api(runUndoAnswerSchema, `${RUNS}/${enc(runId)}/undo`, { method: 'POST' })).data;
}
