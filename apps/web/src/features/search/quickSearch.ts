/**
 * Quick search of the header (SPEC.md §2): a Case Manager searches businesses, everyone else
 * clients. The list pages of step 2 key their queries under these roots so a repeated search
 * of the same keyword refetches them.
 */
import { Role, type RoleId } from '@ledgerdesk/domain';

export const CLIENT_LIST_PATHS = ['/client-management', '/business-management'] as const;
export const QUICK_SEARCH_QUERY_ROOTS: readonly string[] = ['clients', 'businesses'];

export function quickSearchBase(roleId: RoleId): string {
  return roleId === Role.CaseManager ? '/business-management' : '/client-management';
}

export function quickSearchPath(roleId: RoleId, keyword: string): string {
  const params = new URLSearchParams({ page: '1', clientKeyword: keyword.trim() });
  return `${quickSearchBase(roleId)}?${params.toString()}`;
}

export function isClientList(pathname: string): boolean {
  return (CLIENT_LIST_PATHS as readonly string[]).includes(pathname);
}
