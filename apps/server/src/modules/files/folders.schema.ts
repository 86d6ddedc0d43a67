/** Route parameters of the folders API; its requests and answers are declared in the domain. */
import { z } from 'zod';

export {
  createFolderBodySchema,
  folderAnswerSchema,
  folderSchema,
  treeAnswerSchema,
  treeQuerySchema,
  updateFolderBodySchema,
  type CreateFolderInput,
  type FolderDto,
  type TreeQuery,
  type UpdateFolderInput,
} from '@ledgerdesk/domain';

export const folderIdParamsSchema = z.object({ id: z.uuid() });
