/** The services catalogue: GET /api/v1/services for staff, POST and PATCH for a Super Admin. */
import { serviceAnswerSchema, serviceListAnswerSchema, type CreateServiceInput, type ServiceDto } from '@ledgerdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/http/client';

export type Service = ServiceDto;
export type ServiceInput = CreateServiceInput;

export const serviceKeys = {
  all: ['services'] as const,
};

export async function fetchServices(signal?: AbortSignal): Promise<Service[]> {
  const answer = await api(serviceListAnswerSchema, '/api/v1/services', { signal });
  return answer.data;
}

export async function createService(input: ServiceInput): Promise<Service> {
  return (await api(serviceAnswerSchema, '/api/v1/services', { method: 'POST', body: input })).data;
}

export async function updateService(id: string, input: Partial<ServiceInput>): Promise<Service> {
  return (await api(serviceAnswerSchema, `/api/v1/services/${encodeURIComponent(id)}`, { method: 'PATCH', body: input })).data;
}

/** The whole catalogue in display order (the server keeps it small and unpaged). */
export function useServices() {
  return useQuery({ queryKey: serviceKeys.all, queryFn: ({ signal }) => fetchServices(signal) });
}
