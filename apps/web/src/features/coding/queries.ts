/** Query hooks of the auto-coding screens; every write refetches what it changed. */
import type {
  ActiveRulesApplyRequest,
  CreateRuleInput,
  RuleListQuery,
  RuleScope,
  RuleStatus,
  RunTarget,
  UpdateRuleInput,
} from '@ledgerdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { confirmationAsked } from './serverErrors';
import {
  applyActiveRules,
  applyRule,
  changeRuleStatus,
  createRule,
  fetchRule,
  fetchRuleDraftFromLine,
  fetchRules,
  fetchRuleVersions,
  fetchRunLines,
  fetchRuns,
  saveRuleOrder,
  undoRun,
  updateRule,
} from './api';

export const codingKeys = {
  all: ['coding'] as const,
  rules: (query: Partial<RuleListQuery>) => ['coding', 'rules', query] as const,
  rule: (id: string) => ['coding', 'rule', id] as const,
  draftFromLine: (transactionId: string) => ['coding', 'draftFromLine', transactionId] as const,
  versions: (id: string) => ['coding', 'versions', id] as const,
  runs: (ruleId: string, page: number) => ['coding', 'runs', ruleId, page] as const,
  runLines: (runId: string, page: number) => ['coding', 'runLines', runId, page] as const,
};

export function useRules(query: Partial<RuleListQuery>) {
  return useQuery({
    queryKey: codingKeys.rules(query),
    queryFn: ({ signal }) => fetchRules(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRule(id: string) {
  return useQuery({ queryKey: codingKeys.rule(id), queryFn: ({ signal }) => fetchRule(id, signal), enabled: id !== '' });
}

/** The page shows why a line makes no rule, so no toast on top. */
export function useRuleDraftFromLine(transactionId: string) {
  return useQuery({
    queryKey: codingKeys.draftFromLine(transactionId),
    queryFn: ({ signal }) => fetchRuleDraftFromLine(transactionId, signal),
    enabled: transactionId !== '',
    meta: { silent: true },
  });
}

export function useRuleVersions(id: string) {
  return useQuery({ queryKey: codingKeys.versions(id), queryFn: ({ signal }) => fetchRuleVersions(id, signal), enabled: id !== '' });
}

export const RUNS_PAGE = 10;
export function useRuns(ruleId: string, page: number) {
  return useQuery({
    queryKey: codingKeys.runs(ruleId, page),
    queryFn: ({ signal }) => fetchRuns({ ruleId, skip: (page - 1) * RUNS_PAGE, limit: RUNS_PAGE }, signal),
    enabled: ruleId !== '',
    placeholderData: keepPreviousData,
  });
}

export const RUN_LINES_PAGE = 25;
export function useRunLines(runId: string, page: number) {
  return useQuery({
    queryKey: codingKeys.runLines(runId, page),
    queryFn: ({ signal }) => fetchRunLines(runId, { skip: (page - 1) * RUN_LINES_PAGE, limit: RUN_LINES_PAGE }, signal),
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: codingKeys.all });
}

/**
 * Creates the rule (no id) or saves a new version of it. Errors are left to the editor, which
 * puts a 400's issues beside their fields.
 */
export function useSaveRule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CreateRuleInput }) => {
      if (!id) return createRule(input);
      const update: UpdateRuleInput = { name: input.name, mode: input.mode, conditions: input.conditions, actions: input.actions };
      return updateRule(id, update);
    },
    onSuccess: refresh,
  });
}

export function useRuleStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: RuleStatus }) => changeRuleStatus(id, status),
    onSuccess: refresh,
    onError: (error) => showError(error),
  });
}

export function useSaveOrder() {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ scope, ruleIds }: { scope: RuleScope; ruleIds: string[] }) => saveRuleOrder(scope, ruleIds),
    onSuccess: () => showSuccess(t('coding.list.orderSaved')),
    onError: (error) => showError(error),
    // A failed save puts the server's order back on screen.
    onSettled: refresh,
  });
}

/** Queues the run; the modal follows its job (codingJob.ts) to the end. */
export function useApplyRule() {
  return useMutation({
    mutationFn: ({ ruleId, target, confirmed }: { ruleId: string; target: RunTarget; confirmed: boolean }) =>
      applyRule(ruleId, target, confirmed),
    onError: (error) => showError(error),
  });
}

/** A 409 asking for confirmation is the modal's to show, not a failure. */
export function useApplyActiveRules() {
  return useMutation({
    mutationFn: (body: ActiveRulesApplyRequest) => applyActiveRules(body),
    onError: (error) => {
      if (!confirmationAsked(error)) showError(error);
    },
  });
}

export function useUndoRun() {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: undoRun,
    onSuccess: async (answer) => {
      showSuccess(t('coding.view.undoDone', { count: answer.restored }));
      await refresh();
    },
    onError: (error) => showError(error),
  });
}
