/** Team calls (/api/v1/users): the scoped staff list, invitations, role and status changes, two-factor resets. */
import {
  memberAnswerSchema,
  memberListAnswerSchema,
  type MemberDto,
  type MemberPageDto,
  type MemberStatus,
  type RoleId,
} from '@ledgerdesk/domain';
import { api, request } from '../../app/http/client';

export { MEMBER_STATUSES, type MemberStatus } from '@ledgerdesk/domain';

export type Member = MemberDto;
export type MemberPage = MemberPageDto;

export interface MemberListQuery {
  skip: number;
  limit: number;
  keyword?: string;
  roleId?: RoleId;
  regionId?: string;
  status?: MemberStatus;
  supervisorId?: string;
}

/** Where a member sits: role, and the region, brand and supervisor that role needs. */
export interface Placement {
  roleId: RoleId;
  regionId: string | null;
  brandId: string | null;
  supervisorId: string | null;
}

export interface InviteInput extends Partial<Omit<Placement, 'roleId'>> {
  email: string;
  firstName: string;
  lastName: string;
  roleId: RoleId;
}

const path = (id: string) => `/api/v1/users/${encodeURIComponent(id)}`;

export function fetchMembers(query: MemberListQuery, signal?: AbortSignal): Promise<MemberPage> {
  return api(memberListAnswerSchema, '/api/v1/users', { query: { ...query, sort: 'name' }, signal });
}

export async function fetchMember(id: string, signal?: AbortSignal): Promise<Member> {
  return (await api(memberAnswerSchema, path(id), { signal })).data;
}

export async function inviteMember(input: InviteInput): Promise<Member> {
  return (await api(memberAnswerSchema, '/api/v1/users/invite', { method: 'POST', body: input })).data;
}

export async function updateMember(id: string, input: Partial<Placement>): Promise<Member> {
  return (await api(memberAnswerSchema, path(id), { method: 'PATCH', body: input })).data;
}

export async function setMemberStatus(id: string, status: MemberStatus): Promise<Member> {
  const action = status === 'active' ? 'reactivate' : 'deactivate';
  return (await api(memberAnswerSchema, `${path(id)}/${action}`, { method: 'POST' })).data;
}

export async function resendInvitation(id: string): Promise<void> {
  await request(`${path(id)}/resend-invitation`, { method: 'POST' });
}

/** For a lost phone: the member signs in with the password alone (or sets it up again) and every session of theirs ends. */
export async function resetTwoFactor(id: string): Promise<void> {
  await request(`${path(id)}/two-factor`, { method: 'DELETE' });
}
