/** Request and answer shapes of the team API (/api/v1/users); they also feed OpenAPI. */
import { ROLE_IDS, type RoleId } from '@ledgerdesk/domain';
import { z } from 'zod';

export const MEMBER_SORTS = ['name', '-name', 'email', '-email', 'createdAt', '-createdAt'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

const isKnownRole = (id: number): boolean => (ROLE_IDS as readonly number[]).includes(id);
/** Query strings carry the role as text; bodies as a number. */
const queryRoleId = z.coerce
  .number()
  .int()
  .refine(isKnownRole, 'Unknown role')
  .transform((id) => id as RoleId);
const roleId = z
  .number()
  .int()
  .refine(isKnownRole, 'Unknown role')
  .transform((id) => id as RoleId);

export const paginationSchema = z.object({ skip: z.number().int(), limit: z.number().int(), total: z.number().int() });

export const listQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  /** Matches first name, last name, full name and email. */
  keyword: z.string().trim().max(200).optional(),
  roleId: queryRoleId.optional(),
  regionId: z.uuid().optional(),
  status: z.enum(['active', 'inactive']).optional(),
  supervisorId: z.uuid().optional(),
  sort: z.enum(MEMBER_SORTS).default('name'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const idParamsSchema = z.object({ id: z.uuid() });

const personName = z.string().trim().min(1).max(100);

export const inviteBodySchema = z.object({
  email: z.email().max(254),
  firstName: personName,
  lastName: personName,
  roleId,
  /** Required for Region Admins, Supervisors and Case Managers; a Region Admin or Supervisor invites into their own region. */
  regionId: z.uuid().nullable().optional(),
  /** Required for Brand Admins and Brand Managers; not kept for other roles. */
  brandId: z.uuid().nullable().optional(),
  /** Only for Case Managers; a Supervisor's invitees are their own case managers. */
  supervisorId: z.uuid().nullable().optional(),
});
export type InviteInput = z.infer<typeof inviteBodySchema>;

export const updateBodySchema = z
  .object({
    roleId,
    regionId: z.uuid().nullable(),
    brandId: z.uuid().nullable(),
    supervisorId: z.uuid().nullable(),
    firstName: personName,
    lastName: personName,
  })
  .partial();
export type UpdateMemberInput = z.infer<typeof updateBodySchema>;

export const memberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roleId: z.number().int(),
  regionId: z.string().nullable(),
  regionName: z.string().nullable(),
  brandId: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  /** False until the invitee has set a password through the /Activation link. */
  activated: z.boolean(),
  supervisorId: z.string().nullable(),
  businessCount: z.number().int(),
  createdAt: z.string(),
});
export type MemberDto = z.infer<typeof memberSchema>;

export const listAnswerSchema = z.object({ data: z.array(memberSchema), pagination: paginationSchema });
export const memberAnswerSchema = z.object({ data: memberSchema });
export const resendAnswerSchema = z.object({ data: z.object({ mailed: z.boolean() }) });
