/**
 * The /team/case-manager/{id} page: a case manager's businesses and workload, a supervisor's case
 * managers, and assigning businesses (POST /api/v1/businesses/{id}/case-managers).
 */
import {
  businessListAnswerSchema,
  caseManagerPageAnswerSchema,
  supervisorTeamAnswerSchema,
  type BusinessDto,
  type CaseManagerPageDto,
  type SupervisorTeamDto,
  type WorkloadDto,
} from '@ledgerdesk/domain';
import { api, request } from '../../app/http/client';

export type Workload = WorkloadDto;
export type CaseManagerView = CaseManagerPageDto;
export type AssignedBusiness = CaseManagerView['businesses'][number];
export type SupervisorTeam = SupervisorTeamDto;
export type TeamCaseManager = SupervisorTeam['caseManagers'][number];

const userPath = (id: string) => `/api/v1/users/${encodeURIComponent(id)}`;
const businessPath = (id: string) => `/api/v1/businesses/${encodeURIComponent(id)}/case-managers`;

export async function fetchCaseManager(id: string, signal?: AbortSignal): Promise<CaseManagerView> {
  return (await api(caseManagerPageAnswerSchema, `${userPath(id)}/case-manager`, { signal })).data;
}

export async function fetchSupervisorTeam(id: string, signal?: AbortSignal): Promise<SupervisorTeam> {
  return (await api(supervisorTeamAnswerSchema, `${userPath(id)}/case-managers`, { signal })).data;
}

export type BusinessOption = BusinessDto;

/** Active businesses in the caller's scope matching `keyword`, for the assign modal. */
export async function searchBusinesses(keyword: string, signal?: AbortSignal): Promise<BusinessOption[]> {
  const answer = await api(businessListAnswerSchema, '/api/v1/businesses', {
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
