/** Role names: GET /api/v1/roles/{id} (data.name), shown translated by role id. */
import type { RoleId } from '@ledgerdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../app/http/client';

const roleAnswer = z.object({ data: z.object({ id: z.number(), name: z.string() }) });

export function fetchRoleName(roleId: RoleId): Promise<string> {
  return api(roleAnswer, `/api/v1/roles/${roleId}`).then((answer) => answer.data.name);
}

/** The translated role name, or undefined while the server has not answered. */
export function useRoleName(roleId: RoleId): string | undefined {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['roles', roleId],
    queryFn: () => fetchRoleName(roleId),
    staleTime: Infinity,
    meta: { silent: true },
  });
  if (data === undefined) return undefined;
  return t(`roles.${roleId}`, { defaultValue: data });
}
