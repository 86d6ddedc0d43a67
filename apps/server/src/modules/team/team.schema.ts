/** Route parameters of the team API (/api/v1/users); its requests and answers are declared in the domain. */
import type { MemberListQuery } from '@ledgerdesk/domain';
import { z } from 'zod';

export {
  MEMBER_SORTS,
  inviteBodySchema,
  memberAnswerSchema,
  memberListAnswerSchema,
  memberListQuerySchema,
  memberSchema,
  resendAnswerSchema,
  updateMemberBodySchema,
  type InviteInput,
  type MemberDto,
  type MemberSort,
  type UpdateMemberInput,
} from '@ledgerdesk/domain';

export type ListQuery = MemberListQuery;

export const idParamsSchema = z.object({ id: z.uuid() });
