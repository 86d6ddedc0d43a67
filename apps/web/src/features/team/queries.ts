/** Query hooks of the team; every change refreshes the lists, members and case-manager pages. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import {
  fetchMember,
  fetchMembers,
  resendInvitation,
  resetTwoFactor,
  setMemberStatus,
  updateMember,
  type MemberListQuery,
  type MemberStatus,
  type Placement,
} from './api';
import { assignBusinesses, fetchCaseManager, fetchSupervisorTeam, removeAssignment } from './caseManagerApi';

export const teamKeys = {
  all: ['team'] as const,
  list: (query: MemberListQuery) => ['team', 'list', query] as const,
  member: (id: string) => ['team', 'member', id] as const,
  caseManager: (id: string) => ['team', 'case-manager', id] as const,
  supervisor: (id: string) => ['team', 'supervisor', id] as const,
};

export function useMemberList(query: MemberListQuery) {
  return useQuery({
    queryKey: teamKeys.list(query),
    queryFn: ({ signal }) => fetchMembers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMember(id: string | undefined) {
  return useQuery({ queryKey: teamKeys.member(id ?? ''), queryFn: ({ signal }) => fetchMember(id ?? '', signal), enabled: Boolean(id) });
}

export function useCaseManager(id: string, enabled: boolean) {
  return useQuery({ queryKey: teamKeys.caseManager(id), queryFn: ({ signal }) => fetchCaseManager(id, signal), enabled });
}

export function useSupervisorTeam(id: string, enabled: boolean) {
  return useQuery({ queryKey: teamKeys.supervisor(id), queryFn: ({ signal }) => fetchSupervisorTeam(id, signal), enabled });
}

function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamKeys.all });
}

export function useUpdatePlacement(memberId: string, onDone: () => void) {
  const { t } = useTranslation();
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (placement: Partial<Placement>) => updateMember(memberId, placement),
    onSuccess: async () => {
      await refresh();
      showSuccess(t('team.updated'));
      onDone();
    },
    onError: (error) => showError(error),
  });
}

export function useSetMemberStatus(memberId: string, onDone: () => void) {
  const { t } = useTranslation();
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (status: MemberStatus) => setMemberStatus(memberId, status),
    onSuccess: async (member) => {
      await refresh();
      showSuccess(t(member.status === 'active' ? 'team.reactivated' : 'team.deactivated'));
      onDone();
    },
    onError: (error) => showError(error),
  });
}

export function useResendInvitation() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (memberId: string) => resendInvitation(memberId),
    onSuccess: () => showSuccess(t('team.resent')),
    onError: (error) => showError(error),
  });
}

export function useResetTwoFactor(memberId: string, onDone: () => void) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => resetTwoFactor(memberId),
    onSuccess: () => {
      showSuccess(t('team.twoFactorReset'));
      onDone();
    },
    onError: (error) => showError(error),
  });
}

export function useAssignBusinesses(caseManagerId: string, onDone: () => void) {
  const { t } = useTranslation();
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (businessIds: string[]) => assignBusinesses(caseManagerId, businessIds),
    onSuccess: () => {
      showSuccess(t('team.caseManager.assigned'));
      onDone();
    },
    onError: (error) => showError(error),
    // Some businesses may be assigned before a failure: the page shows what the server holds.
    onSettled: () => refresh(),
  });
}

export function useRemoveAssignment(caseManagerId: string, onDone: () => void) {
  const { t } = useTranslation();
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (businessId: string) => removeAssignment(caseManagerId, businessId),
    onSuccess: async () => {
      await refresh();
      showSuccess(t('team.caseManager.removed'));
      onDone();
    },
    onError: (error) => showError(error),
  });
}
