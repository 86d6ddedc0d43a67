/** Case managers of a business: the assigned and assignable lists; assigning skips duplicates by id. */
import { caseManagersAnswerSchema as answer, type CaseManagerDto, type CaseManagersDto } from '@ledgerdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/http/client';
import { showError, showSuccess } from '../../app/notify';
import { businessKeys } from './queries';

export type CaseManager = CaseManagerDto;
export type CaseManagerLists = CaseManagersDto;

const path = (businessId: string) => `/api/v1/businesses/${encodeURIComponent(businessId)}/case-managers`;

/** Adds `additions` to `list`, leaving out ids it already has (SPEC.md §3). */
export function addUniqueById<T extends { id: string }>(list: readonly T[], additions: readonly T[]): T[] {
  const seen = new Set(list.map((item) => item.id));
  const added = additions.filter((item) => !seen.has(item.id) && seen.add(item.id));
  return [...list, ...added];
}

export function useCaseManagers(businessId: string) {
  return useQuery({
    queryKey: [...businessKeys.detail(businessId), 'case-managers'],
    queryFn: async ({ signal }) => (await api(answer, path(businessId), { signal })).data,
  });
}

function useApply(businessId: string) {
  const queryClient = useQueryClient();
  return async (lists: CaseManagerLists) => {
    queryClient.setQueryData([...businessKeys.detail(businessId), 'case-managers'], lists);
    await queryClient.invalidateQueries({ queryKey: businessKeys.all });
  };
}

export function useAssignCaseManagers(businessId: string, assigned: readonly CaseManager[]) {
  const { t } = useTranslation();
  const apply = useApply(businessId);
  return useMutation({
    mutationFn: async (chosen: CaseManager[]) => {
      const added = addUniqueById(assigned, chosen).slice(assigned.length);
      return (await api(answer, path(businessId), { method: 'POST', body: { userIds: added.map((m) => m.id) } })).data;
    },
    onSuccess: async (lists) => {
      showSuccess(t('businesses.caseManagers.assigned'));
      await apply(lists);
    },
    onError: (error) => showError(error),
  });
}

export function useRemoveCaseManager(businessId: string) {
  const { t } = useTranslation();
  const apply = useApply(businessId);
  return useMutation({
    mutationFn: async (userId: string) =>
      (await api(answer, `${path(businessId)}/${encodeURIComponent(userId)}`, { method: 'DELETE' })).data,
    onSuccess: async (lists) => {
      showSuccess(t('businesses.caseManagers.removed'));
      await apply(lists);
    },
    onError: (error) => showError(error),
  });
}
