/** Calls of one's two-factor sign-in and sessions (/api/v1/me/two-factor, /api/v1/me/sessions). */
import {
  endedSessionsAnswerSchema,
  recoveryCodesAnswerSchema,
  sessionsAnswerSchema,
  twoFactorSetupAnswerSchema,
  twoFactorStatusAnswerSchema,
  type TwoFactorSetup,
  type TwoFactorStatus,
  type UserSession,
} from '@ledgerdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/http/client';
import { showError } from '../../app/notify';

export type { TwoFactorSetup, TwoFactorStatus, UserSession };

export const securityKeys = {
  twoFactor: ['me', 'two-factor'] as const,
  sessions: ['me', 'sessions'] as const,
};

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: securityKeys.twoFactor,
    queryFn: async ({ signal }) => (await api(twoFactorStatusAnswerSchema, '/api/v1/me/two-factor', { signal })).data,
  });
}

export async function setUpTwoFactor(): Promise<TwoFactorSetup> {
  return (await api(twoFactorSetupAnswerSchema, '/api/v1/me/two-factor/setup', { method: 'POST' })).data;
}

export async function confirmTwoFactor(code: string): Promise<string[]> {
  return (await api(recoveryCodesAnswerSchema, '/api/v1/me/two-factor/confirm', { method: 'POST', body: { code } })).data.recoveryCodes;
}

export interface Proof {
  password: string;
  code: string;
}

export async function disableTwoFactor(proof: Proof): Promise<TwoFactorStatus> {
  return (await api(twoFactorStatusAnswerSchema, '/api/v1/me/two-factor/disable', { method: 'POST', body: proof })).data;
}

export async function renewRecoveryCodes(proof: Proof): Promise<string[]> {
  return (await api(recoveryCodesAnswerSchema, '/api/v1/me/two-factor/recovery-codes', { method: 'POST', body: proof })).data.recoveryCodes;
}

export function useSessions() {
  return useQuery({
    queryKey: securityKeys.sessions,
    queryFn: async ({ signal }) => (await api(sessionsAnswerSchema, '/api/v1/me/sessions', { signal })).data,
  });
}

/** Ends one session (`id`) or, without one, every session but this one. */
export function useEndSessions(onEnded: (ended: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id?: string) =>
      (
        await api(endedSessionsAnswerSchema, id ? `/api/v1/me/sessions/${id}` : '/api/v1/me/sessions/sign-out-others', {
          method: id ? 'DELETE' : 'POST',
        })
      ).data.ended,
    onSuccess: (ended) => {
      void queryClient.invalidateQueries({ queryKey: securityKeys.sessions });
      onEnded(ended);
    },
    onError: (error) => showError(error),
  });
}
