/** The services catalogue: GET /api/v1/services for staff, POST and PATCH for a Super Admin. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../app/http/client';

export const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  sortOrder: z.number(),
});
export type Service = z.infer<typeof serviceSchema>;

const listAnswer = z.object({ data: z.array(serviceSchema) });
const oneAnswer = z.object({ data: serviceSchema });

export interface ServiceInput {
  name: string;
  description: string;
  active: boolean;
  sortOrder: number;
}

export const serviceKeys = {
  all: ['services'] as const,
};

export async function fetchServices(signal?: AbortSignal): Promise<Service[]> {
  const answer = await api(listAnswer, '/api/v1/services', { signal });
  return answer.data;
}

export async function createService(input: ServiceInput): Promise<Service> {
  return (await api(oneAnswer, '/api/v1/services', { method: 'POST', body: input })).data;
}

export async function updateService(id: string, input: Partial<ServiceInput>): Promise<Service> {
  return (await api(oneAnswer, `/api/v1/services/${encodeURIComponent(id)}`, { method: 'PATCH', body: input })).data;
}

/** The whole catalogue in display order (the server keeps it small and unpaged). */
export function useServices() {
  return useQuery({ queryKey: serviceKeys.all, queryFn: ({ signal }) => fetchServices(signal) });
}
