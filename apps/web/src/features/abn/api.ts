/** ABN lookup: GET /api/v1/abn/lookup for every staff role; a Client never asks. */
import { abnCheckAnswerSchema, can, compactAbn, isValidAbn, type AbnCheckDto } from '@ledgerdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/http/client';
import { useSession } from '../auth/session';

export type AbnCheck = AbnCheckDto;

export const abnKeys = {
  check: (abn: string) => ['abn', compactAbn(abn)] as const,
};

export async function fetchAbnCheck(abn: string, options: { refresh?: boolean; signal?: AbortSignal } = {}): Promise<AbnCheck> {
  const answer = await api(abnCheckAnswerSchema, '/api/v1/abn/lookup', {
    query: { abn, refresh: options.refresh ? 'true' : undefined },
    signal: options.signal,
  });
  return answer.data;
}

/** Whether the signed-in user may ask the register (the server checks the same permission). */
export function useCanLookUpAbn(): boolean {
  const roleId = useSession()?.roleId;
  return roleId !== undefined && can(roleId, 'abn:lookup');
}

/**
 * The register's answer for an ABN typed in a form: asked once the checksum passes, kept per ABN
 * for the session, never asked for a user who may not.
 */
export function useAbnRegister(value: string) {
  const allowed = useCanLookUpAbn();
  const valid = isValidAbn(value);
  return useQuery({
    queryKey: abnKeys.check(value),
    queryFn: ({ signal }) => fetchAbnCheck(compactAbn(value), { signal }),
    enabled: allowed && valid,
    staleTime: Infinity,
  });
}
