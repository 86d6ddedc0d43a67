/** Route parameters of the files API; its requests and answers are declared in the domain. */
import { z } from 'zod';

export {
  fileAnswerSchema,
  fileListAnswerSchema,
  fileListQuerySchema,
  fileSchema,
  updateFileBodySchema,
  uploadAnswerSchema,
  type FileDto,
  type FileListQuery,
  type UpdateFileInput,
} from '@ledgerdesk/domain';

export const fileIdParamsSchema = z.object({ id: z.uuid() });
