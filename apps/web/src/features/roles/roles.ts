/** Role names: GET /api/v1/roles/{id} (data.name), shown translated by role id. */
import { roleAnswerSchema, type RoleId } from '@ledgerdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/http/client';

export function fetchRoleName(roleId: RoleId): Promise<string> {
  return api(roleAnswerSchema, `/api/v1/roles/${roleId}`).then((answer) => answer.data.name);
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
