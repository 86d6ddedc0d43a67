/**
 * Upload requests (staff) and the public upload link: requests and answers declared once. The
 * server validates and documents with them, the web parses answers and checks its form with them.
 */
import { z } from 'zod';
import { paginationSchema } from './clients.js';

export const UPLOAD_REQUEST_STATUSES = ['open', 'expired', 'revoked'] as const;
export type UploadRequestStatus = (typeof UPLOAD_REQUEST_STATUSES)[number];

export const UPLOAD_REQUEST_DEFAULT_EXPIRY_DAYS = 30;
export const UPLOAD_REQUEST_DEFAULT_MAX_FILES = 20;
export const UPLOAD_REQUEST_MAX_FILES_LIMIT = 100;
export const UPLOAD_REQUEST_MAX_EXPIRY_DAYS = 365;

const days = z.number().int().min(1).max(UPLOAD_REQUEST_MAX_EXPIRY_DAYS);

export const createUploadRequestBodySchema = z.object({
  businessId: z.uuid(),
  /** A live folder of that business's tree. */
  folderId: z.uuid(),
  message: z.string().trim().max(2000).default(''),
  expiresInDays: days.default(UPLOAD_REQUEST_DEFAULT_EXPIRY_DAYS),
  /** Bytes per file; at most the server's file limit, which is also the default. */
  maxFileSize: z.number().int().min(1).optional(),
  maxFiles: z.number().int().min(1).max(UPLOAD_REQUEST_MAX_FILES_LIMIT).default(UPLOAD_REQUEST_DEFAULT_MAX_FILES),
  /** Send the link to this address, in the brand's look. */
  email: z.email().max(254).optional(),
});
export type CreateUploadRequestInput = z.infer<typeof createUploadRequestBodySchema>;

export const extendUploadRequestBodySchema = z.object({ days });

export const uploadRequestListQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const uploadRequestSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  folderId: z.string(),
  folderName: z.string(),
  message: z.string(),
  status: z.enum(UPLOAD_REQUEST_STATUSES),
  expiresAt: z.string(),
  maxFileSize: z.number().int(),
  maxFiles: z.number().int(),
  receivedCount: z.number().int(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type UploadRequestDto = z.infer<typeof uploadRequestSchema>;

export const receivedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  uploaderName: z.string().nullable(),
  createdAt: z.string(),
  /** Moved to the trash since it arrived. */
  deleted: z.boolean(),
});

export const uploadRequestDetailSchema = uploadRequestSchema.extend({ received: z.array(receivedFileSchema) });
export type UploadRequestDetailDto = z.infer<typeof uploadRequestDetailSchema>;

/** The token is in `link` only here: the server keeps its hash, so it cannot be shown again. */
export const createdUploadRequestSchema = uploadRequestSchema.extend({ link: z.string(), emailedTo: z.string().nullable() });
export type CreatedUploadRequestDto = z.infer<typeof createdUploadRequestSchema>;

export const createdUploadRequestAnswerSchema = z.object({ data: createdUploadRequestSchema });
export const uploadRequestAnswerSchema = z.object({ data: uploadRequestSchema });
export const uploadRequestDetailAnswerSchema = z.object({ data: uploadRequestDetailSchema });
export const uploadRequestListAnswerSchema = z.object({ data: z.array(uploadRequestSchema), pagination: paginationSchema });

export const publicTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

export const publicUploadRequestSchema = z.object({
  message: z.string(),
  expiresAt: z.string(),
  maxFileSize: z.number().int(),
  maxFiles: z.number().int(),
  brand: z.object({ name: z.string(), primaryColor: z.string(), logoUrl: z.string().nullable() }),
  businessName: z.string(),
});
export type PublicUploadRequestDto = z.infer<typeof publicUploadRequestSchema>;
export const publicUploadRequestAnswerSchema = z.object({ data: publicUploadRequestSchema });
export const publicUploadAnswerSchema = z.object({
  data: z.object({ received: z.array(z.object({ name: z.string(), size: z.number().int() })) }),
});
