/** Route parameters of the tags API; its requests and answers are declared in the domain. */
import { z } from 'zod';

export {
  createTagBodySchema,
  tagAnswerSchema,
  tagListAnswerSchema,
  tagListQuerySchema,
  tagSchema,
  updateTagBodySchema,
  type CreateTagInput,
  type TagDto,
  type TagListQuery,
  type UpdateTagInput,
} from '@ledgerdesk/domain';

export const tagIdParamsSchema = z.object({ id: z.uuid() });
