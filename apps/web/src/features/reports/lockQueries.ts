/** Query and mutations of a report's locks; every step refetches the history and the report. */
import type { ReportType } from '@ledgerdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { decideLock, listLocks, listPendingLocks, lockWarnings, requestLock, type LockDecision, type Range } from './api';

export const locksKey = (businessId: string, type: ReportType) => ['reports', 'locks', businessId, type] as const;

export function useLocks(businessId: string, type: ReportType) {
  return useQuery({ queryKey: locksKey(businessId, type), queryFn: () => listLocks(businessId, type), enabled: businessId !== '' });
}

export function useLockWarnings(businessId: string, range: Range, enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'lock-warnings', businessId, range.from, range.to],
    queryFn: () => lockWarnings(businessId, range),
    enabled: enabled && businessId !== '',
    // Coding a line elsewhere changes the count: read it afresh each time the modal opens.
    staleTime: 0,
  });
}

export function usePendingLocks(page: { skip: number; limit: number }) {
  return useQuery({ queryKey: ['reports', 'locks', 'pending', page], queryFn: () => listPendingLocks(page) });
}

function useRefresh(businessId: string, type: ReportType) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: locksKey(businessId, type) });
    void client.invalidateQueries({ queryKey: ['reports', 'locks', 'pending'] });
    // Approval moves the business's lock date.
    void client.invalidateQueries({ queryKey: ['businesses'] });
  };
}

export function useRequestLock(businessId: string, type: ReportType) {
  const { t } = useTranslation();
  const refresh = useRefresh(businessId, type);
  return useMutation({
    mutationFn: ({ range, acknowledged }: { range: Range; acknowledged: boolean }) => requestLock(businessId, type, range, acknowledged),
    onSuccess: () => {
      showSuccess(t('reports.lock.requested'));
      refresh();
    },
    onError: (error) => showError(error),
  });
}

const DONE = { approve: 'reports.lock.approved', reject: 'reports.lock.rejected', unlock: 'reports.lock.unlocked' } as const;

export function useDecideLock(businessId: string, type: ReportType) {
  const { t } = useTranslation();
  const refresh = useRefresh(businessId, type);
  return useMutation({
    mutationFn: ({
      lockId,
      decision,
      reason,
      acknowledged,
    }: {
      lockId: string;
      decision: LockDecision;
      reason?: string;
      acknowledged?: boolean;
    }) => decideLock(lockId, decision, reason, acknowledged),
    onSuccess: (_lock, { decision }) => {
      showSuccess(t(DONE[decision]));
      refresh();
    },
    onError: (error) => showError(error),
  });
}
