/** Request and answer shapes of the files API; they also feed OpenAPI. */
import { z } from 'zod';
import { FILE_CATEGORIES } from './content-type.js';
import { NAME_MAX_LENGTH } from './file-names.js';
import { FILE_SORTS } from './files.repo.js';
import { OWNER_TYPES } from './files.scope.js';

export const paginationSchema = z.object({ skip: z.number().int(), limit: z.number().int(), total: z.number().int() });

export const fileListQuerySchema = z
  .object({
    folderId: z.uuid().optional(),
    /** With trash=true: whose trash (instead of folderId). */
    ownerType: z.enum(OWNER_TYPES).optional(),
    ownerId: z.uuid().optional(),
    trash: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .default(false),
    /** Part of the name, any case. */
    q: z.string().trim().max(200).optional(),
    /** A group of detected types. */
    type: z.enum(FILE_CATEGORIES).optional(),
    sort: z.enum(FILE_SORTS).default('name'),
    skip: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(200).default(10),
  })
  .refine((v) => (v.trash ? v.ownerType !== undefined && v.ownerId !== undefined : v.folderId !== undefined), {
    message: 'Give folderId, or trash=true with ownerType and ownerId.',
  });
export type FileListQuery = z.infer<typeof fileListQuerySchema>;

export const fileIdParamsSchema = z.object({ id: z.uuid() });

export const updateFileBodySchema = z
  .object({ name: z.string().trim().min(1).max(NAME_MAX_LENGTH), folderId: z.uuid() })
  .partial()
  .refine((v) => v.name !== undefined || v.folderId !== undefined, 'Give a new name or a new folderId.');
export type UpdateFileInput = z.infer<typeof updateFileBodySchema>;

export const fileSchema = z.object({
  id: z.string(),
  folderId: z.string(),
  name: z.string(),
  size: z.number().int(),
  /** Detected from the content when it arrived. */
  mimeType: z.string(),
  /** sha256 of the bytes, hex. */
  checksum: z.string(),
  /** The staff member or portal user who uploaded it; null when it came through an upload link. */
  uploadedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The name or e-mail an upload-link sender gave. */
  uploaderName: z.string().nullable(),
  uploadRequestId: z.string().nullable(),
  /** Images and PDFs only: GET /api/v1/files/{id}/preview answers them inline. */
  previewable: z.boolean(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
  purgeAt: z.string().nullable(),
});
export type FileDto = z.infer<typeof fileSchema>;

export const fileListAnswerSchema = z.object({ data: z.array(fileSchema), pagination: paginationSchema });
export const fileAnswerSchema = z.object({ data: fileSchema });
export const uploadAnswerSchema = z.object({ data: z.array(fileSchema) });
