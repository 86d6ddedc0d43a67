/** GET /api/v1/dashboard: counts, latest 5 of each list and chart series, within the caller's scope. */
import { dashboardAnswerSchema, type DashboardDto } from '@ledgerdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/http/client';

export type Dashboard = DashboardDto;

export async function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return (await api(dashboardAnswerSchema, '/api/v1/dashboard', { signal })).data;
}

export function useDashboard() {
  return useQuery({ queryKey: ['dashboard'], queryFn: ({ signal }) => fetchDashboard(signal) });
}
