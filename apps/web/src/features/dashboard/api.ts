/** GET /api/v1/dashboard: counts, latest 5 of each list and chart series, within the caller's scope. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../app/http/client';

export const CLIENT_STATUSES = ['active', 'inactive', 'archived'] as const;

const dashboardSchema = z.object({
  counts: z.object({ clients: z.number(), activeClients: z.number(), businesses: z.number(), staff: z.number() }),
  latest: z.object({
    clients: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), createdAt: z.string() })),
    businesses: z.array(z.object({ id: z.string(), name: z.string(), clientName: z.string(), createdAt: z.string() })),
    staff: z.array(z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), roleId: z.number(), createdAt: z.string() })),
  }),
  charts: z.object({
    topClientsByBusinesses: z.array(z.object({ clientId: z.string(), code: z.string(), name: z.string(), businesses: z.number() })),
    clientsByStatus: z.array(z.object({ status: z.enum(CLIENT_STATUSES), count: z.number() })),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

const answer = z.object({ data: dashboardSchema });

export async function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return (await api(answer, '/api/v1/dashboard', { signal })).data;
}

export function useDashboard() {
  return useQuery({ queryKey: ['dashboard'], queryFn: ({ signal }) => fetchDashboard(signal) });
}
