/**
 * The team's requests and answers (/api/v1/users and the case-manager page), declared once: the
 * server validates and documents with them, the web parses answers and checks its forms with them.
 */
import { z } from 'zod';
import { ROLE_IDS, type RoleId } from '../roles.js';
import { paginationSchema } from './clients.js';

export const MEMBER_STATUSES = ['active', 'inactive'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MEMBER_SORTS = ['name', '-name', 'email', '-email', 'createdAt', '-createdAt'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/** A role id in an answer: one of the seven, typed as such. */
export const roleIdSchema = z.literal(ROLE_IDS as RoleId[]);

const isKnownRole = (id: number): boolean => (ROLE_IDS as readonly number[]).includes(id);
/** Query strings carry the role as text; bodies as a number. */
const queryRoleId = z.coerce
  .number()
  .int()
  .refine(isKnownRole, 'Unknown role')
  .transform((id) => id as RoleId);
const bodyRoleId = z
  .number()
  .int()
  .refine(isKnownRole, 'Unknown role')
  .transform((id) => id as RoleId);

export const memberListQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  /** Matches first name, last name, full name and email. */
  keyword: z.string().trim().max(200).optional(),
  roleId: queryRoleId.optional(),
  regionId: z.uuid().optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  supervisorId: z.uuid().optional(),
  sort: z.enum(MEMBER_SORTS).default('name'),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

const personName = z.string().trim().min(1).max(100);

export const inviteBodySchema = z.object({
  email: z.email().max(254),
  firstName: personName,
  lastName: personName,
  roleId: bodyRoleId,
  /** Required for Region Admins, Supervisors and Case Managers; a Region Admin or Supervisor invites into their own region. */
  regionId: z.uuid().nullable().optional(),
  /** Required for Brand Admins and Brand Managers; not kept for other roles. */
  brandId: z.uuid().nullable().optional(),
  /** Only for Case Managers; a Supervisor's invitees are their own case managers. */
  supervisorId: z.uuid().nullable().optional(),
});
export type InviteInput = z.infer<typeof inviteBodySchema>;

export const updateMemberBodySchema = z
  .object({
    roleId: bodyRoleId,
    regionId: z.uuid().nullable(),
    brandId: z.uuid().nullable(),
    supervisorId: z.uuid().nullable(),
    firstName: personName,
    lastName: personName,
  })
  .partial();
export type UpdateMemberInput = z.infer<typeof updateMemberBodySchema>;

export const memberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roleId: roleIdSchema,
  regionId: z.string().nullable(),
  regionName: z.string().nullable(),
  brandId: z.string().nullable(),
  status: z.enum(MEMBER_STATUSES),
  /** False until the invitee has set a password through the /Activation link. */
  activated: z.boolean(),
  supervisorId: z.string().nullable(),
  businessCount: z.number().int(),
  createdAt: z.string(),
});
export type MemberDto = z.infer<typeof memberSchema>;

export const memberListAnswerSchema = z.object({ data: z.array(memberSchema), pagination: paginationSchema });
export type MemberPageDto = z.infer<typeof memberListAnswerSchema>;
export const memberAnswerSchema = z.object({ data: memberSchema });
export const resendAnswerSchema = z.object({ data: z.object({ mailed: z.boolean() }) });

export const workloadSchema = z.object({
  businesses: z.number().int(),
  activeBusinesses: z.number().int(),
  /** Distinct clients of those businesses. */
  clients: z.number().int(),
});
export type WorkloadDto = z.infer<typeof workloadSchema>;

const personSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

export const caseManagerPageAnswerSchema = z.object({
  data: z.object({
    user: memberSchema,
    supervisor: personSchema.nullable(),
    businesses: z.array(z.object({ id: z.string(), name: z.string(), clientName: z.string(), status: z.enum(['active', 'archived']) })),
    workload: workloadSchema,
  }),
});
export type CaseManagerPageDto = z.infer<typeof caseManagerPageAnswerSchema>['data'];

export const supervisorTeamAnswerSchema = z.object({
  data: z.object({
    supervisor: memberSchema,
    caseManagers: z.array(memberSchema.extend({ workload: workloadSchema })),
  }),
});
export type SupervisorTeamDto = z.infer<typeof supervisorTeamAnswerSchema>['data'];
