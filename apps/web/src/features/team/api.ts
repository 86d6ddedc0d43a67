/** Team calls (/api/v1/users): the scoped staff list, invitations, role and status changes. */
import { isRoleId, type RoleId } from '@ledgerdesk/domain';
import { z } from 'zod';
import { api, request } from '../../app/http/client';

export const MEMBER_STATUSES = ['active', 'inactive'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

const roleId = z.custom<RoleId>(isRoleId);

export const memberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roleId,
  regionId: z.string().nullable(),
  regionName: z.string().nullable(),
  brandId: z.string().nullable(),
  status: z.enum(MEMBER_STATUSES),
  activated: z.boolean(),
  supervisorId: z.string().nullable(),
  businessCount: z.number(),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

const pagination = z.object({ skip: z.number(), limit: z.number(), total: z.number() });
const listAnswer = z.object({ data: z.array(memberSchema), pagination });
export type MemberPage = z.infer<typeof listAnswer>;
const memberAnswer = z.object({ data: memberSchema });

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
  return api(listAnswer, '/api/v1/users', { query: { ...query, sort: 'name' }, signal });
}

export async function fetchMember(id: string, signal?: AbortSignal): Promise<Member> {
  return (await api(memberAnswer, path(id), { signal })).data;
}

export async function inviteMember(input: InviteInput): Promise<Member> {
  return (await api(memberAnswer, '/api/v1/users/invite', { method: 'POST', body: input })).data;
}

export async function updateMember(id: string, input: Partial<Placement>): Promise<Member> {
  return (await api(memberAnswer, path(id), { method: 'PATCH', body: input })).data;
}

export async function setMemberStatus(id: string, status: MemberStatus): Promise<Member> {
  const action = status === 'active' ? 'reactivate' : 'deactivate';
  return (await api(memberAnswer, `${path(id)}/${action}`, { method: 'POST' })).data;
}

export async function resendInvitation(id: string): Promise<void> {
  await request(`${path(id)}/resend-invitation`, { method: 'POST' });
}
