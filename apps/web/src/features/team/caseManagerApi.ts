/**
 * The /team/case-manager/{id} page: a case manager's businesses and workload, a supervisor's case
 * managers, and assigning businesses (POST /api/v1/businesses/{id}/case-managers).
 */
import { z } from 'zod';
import { api, request } from '../../app/http/client';
import { memberSchema } from './api';

const workloadSchema = z.object({ businesses: z.number(), activeBusinesses: z.number(), clients: z.number() });
export type Workload = z.infer<typeof workloadSchema>;

const personSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

const caseManagerAnswer = z.object({
  data: z.object({
    user: memberSchema,
    supervisor: personSchema.nullable(),
    businesses: z.array(z.object({ id: z.string(), name: z.string(), clientName: z.string(), status: z.enum(['active', 'archived']) })),
    workload: workloadSchema,
  }),
});
export type CaseManagerView = z.infer<typeof caseManagerAnswer>['data'];
export type AssignedBusiness = CaseManagerView['businesses'][number];

const supervisorAnswer = z.object({
  data: z.object({ supervisor: memberSchema, caseManagers: z.array(memberSchema.extend({ workload: workloadSchema })) }),
});
export type SupervisorTeam = z.infer<typeof supervisorAnswer>['data'];
export type TeamCaseManager = SupervisorTeam['caseManagers'][number];

const userPath = (id: string) => `/api/v1/users/${encodeURIComponent(id)}`;
const businessPath = (id: string) => `/api/v1/businesses/${encodeURIComponent(id)}/case-managers`;

export async function fetchCaseManager(id: string, signal?: AbortSignal): Promise<CaseManagerView> {
  return (await api(caseManagerAnswer, `${userPath(id)}/case-manager`, { signal })).data;
}

export async function fetchSupervisorTeam(id: string, signal?: AbortSignal): Promise<SupervisorTeam> {
  return (await api(supervisorAnswer, `${userPath(id)}/case-managers`, { signal })).data;
}

const businessOption = z.object({ id: z.string(), name: z.string(), clientName: z.string(), clientCode: z.string() });
export type BusinessOption = z.infer<typeof businessOption>;
const businessesAnswer = z.object({ data: z.array(businessOption) });

/** Active businesses in the caller's scope matching `keyword`, for the assign modal. */
export async function searchBusinesses(keyword: string, signal?: AbortSignal): Promise<BusinessOption[]> {
  const answer = await api(businessesAnswer, '/api/v1/businesses', {
    query: { keyword, status: 'active', limit: 20, sort: 'name' },
    signal,
  });
  return answer.data;
}

/** Assigns one case manager to each business; already assigned ones are skipped by the server. */
export async function assignBusinesses(userId: string, businessIds: readonly string[]): Promise<void> {
  for (const businessId of businessIds) {
    await request(businessPath(businessId), { method: 'POST', body: { userIds: [userId] } });
  }
}

export async function removeAssignment(userId: string, businessId: string): Promise<void> {
  await request(`${businessPath(businessId)}/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}
