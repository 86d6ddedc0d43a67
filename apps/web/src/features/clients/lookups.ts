/**
 * Option lists for the client and business screens: regions, brands and staff (supervisors,
 * case managers). Each list is asked for only when the caller's role may read it.
 */
import { brandListAnswerSchema, can, memberListAnswerSchema, regionListAnswerSchema, type Role, type RoleId } from '@ledgerdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/http/client';
import { fetchClients } from './api';

export interface Option {
  value: string;
  label: string;
}

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label);

async function fetchRegions(): Promise<Option[]> {
  const answer = await api(regionListAnswerSchema, '/api/v1/regions');
  return answer.data.map((region) => ({ value: region.id, label: region.name })).sort(byLabel);
}

/**
 * The brand list is a Super Admin's; other roles choose among the brands of the clients they
 * see (a Brand Admin's own brand, the brands of a region's clients).
 */
async function fetchBrands(roleId: RoleId): Promise<Option[]> {
  if (can(roleId, 'brands:manage')) {
    const answer = await api(brandListAnswerSchema, '/api/v1/brands', { query: { limit: 100, status: 'active', sort: 'name' } });
    return answer.data.map((brand) => ({ value: brand.id, label: brand.name }));
  }
  const page = await fetchClients({ skip: 0, limit: 100, sort: 'name' });
  const brands = new Map(page.data.map((client) => [client.brandId, client.brandName]));
  return [...brands].map(([value, label]) => ({ value, label })).sort(byLabel);
}

export type StaffRole = typeof Role.Supervisor | typeof Role.CaseManager;

async function fetchStaff(roleId: StaffRole): Promise<Option[]> {
  const answer = await api(memberListAnswerSchema, '/api/v1/users', { query: { roleId, status: 'active', limit: 100, sort: 'name' } });
  return answer.data.map((user) => ({ value: user.id, label: `${user.firstName} ${user.lastName}`.trim() || user.email }));
}

const lookupOptions = { staleTime: 5 * 60_000 } as const;

export function useRegionOptions(viewer: RoleId) {
  return useQuery({ queryKey: ['lookups', 'regions'], queryFn: fetchRegions, enabled: can(viewer, 'regions:read'), ...lookupOptions });
}

export function useBrandOptions(viewer: RoleId) {
  return useQuery({
    queryKey: ['lookups', 'brands', can(viewer, 'brands:manage')],
    queryFn: () => fetchBrands(viewer),
    enabled: can(viewer, 'clients:read'),
    ...lookupOptions,
  });
}

/** Active supervisors or case managers the viewer may see (the team API's scope). */
export function useStaffOptions(viewer: RoleId, roleId: StaffRole, enabled = true) {
  return useQuery({
    queryKey: ['lookups', 'staff', roleId],
    queryFn: () => fetchStaff(roleId),
    enabled: enabled && can(viewer, 'users:read'),
    ...lookupOptions,
  });
}
