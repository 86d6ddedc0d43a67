/** Route parameters of upload requests and the public upload link; requests and answers are declared in the domain. */
import { z } from 'zod';

export {
  createdUploadRequestAnswerSchema,
  createUploadRequestBodySchema,
  extendUploadRequestBodySchema,
  publicTokenQuerySchema,
  publicUploadAnswerSchema,
  publicUploadRequestAnswerSchema,
  uploadRequestAnswerSchema,
  uploadRequestDetailAnswerSchema,
  uploadRequestListAnswerSchema,
  uploadRequestListQuerySchema,
  type CreateUploadRequestInput,
  type UploadRequestDetailDto,
  type UploadRequestDto,
  type UploadRequestStatus,
} from '@ledgerdesk/domain';

export const uploadRequestIdParamsSchema = z.object({ id: z.uuid() });
export const businessIdParamsSchema = z.object({ id: z.uuid() });
