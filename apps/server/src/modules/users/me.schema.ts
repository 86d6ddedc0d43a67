/** Route parameters of the account API; its requests and answers are declared in the domain. */
import { z } from 'zod';

export { meAnswerSchema, meSchema, updateMeBodySchema, type UpdateMeInput } from '@ledgerdesk/domain';

export const avatarParamsSchema = z.object({ key: z.string().max(64) });
