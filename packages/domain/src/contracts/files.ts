/**
 * The files API's requests and answers (folder trees, files, the trash), declared once: the server
 * validates and documents with them, the web parses answers with them.
 */
import { z } from 'zod';
import { paginationSchema } from './clients.js';

/** Whose folder tree: every client and every business has one. */
export const OWNER_TYPES = ['client', 'business'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

/** Groups of detected content types, for the type filter. */
export const FILE_CATEGORIES = ['image', 'pdf', 'document', 'spreadsheet', 'text', 'archive', 'other'] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];

export const FILE_SORTS = ['name', '-name', 'size', '-size', 'createdAt', '-createdAt'] as const;
export type FileSort = (typeof FILE_SORTS)[number];

/** The longest file or folder name, in characters. */
export const NAME_MAX_LENGTH = 255;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const fileListQuerySchema = z
  .object({
    folderId: z.uuid().optional(),
    /** With trash=true: whose trash (instead of folderId). */
    ownerType: z.enum(OWNER_TYPES).optional(),
    ownerId: z.uuid().optional(),
    trash: flag.default(false),
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
export type FilePageDto = z.infer<typeof fileListAnswerSchema>;
export const fileAnswerSchema = z.object({ data: fileSchema });
export const uploadAnswerSchema = z.object({ data: z.array(fileSchema) });

export const folderNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(NAME_MAX_LENGTH)
  .refine((v) => !/[/\\]/.test(v), 'A folder name cannot contain / or \\.');

export const treeQuerySchema = z.object({
  ownerType: z.enum(OWNER_TYPES),
  ownerId: z.uuid(),
  /** true: the owner's deleted folders (each deletion once) instead of the live tree. */
  trash: flag.default(false),
});
export type TreeQuery = z.infer<typeof treeQuerySchema>;

export const createFolderBodySchema = z.object({
  ownerType: z.enum(OWNER_TYPES),
  ownerId: z.uuid(),
  /** Omitted: directly under the owner's root folder. */
  parentId: z.uuid().optional(),
  name: folderNameSchema,
});
export type CreateFolderInput = z.infer<typeof createFolderBodySchema>;

export const updateFolderBodySchema = z
  .object({ name: folderNameSchema, parentId: z.uuid() })
  .partial()
  .refine((v) => v.name !== undefined || v.parentId !== undefined, 'Give a new name or a new parentId.');
export type UpdateFolderInput = z.infer<typeof updateFolderBodySchema>;

export const folderSchema = z.object({
  id: z.string(),
  ownerType: z.enum(OWNER_TYPES),
  ownerId: z.string(),
  /** null for the owner's root folder, the one folder that cannot be renamed, moved or deleted. */
  parentId: z.string().nullable(),
  name: z.string(),
  isRoot: z.boolean(),
  /**
   * Whether the caller may rename, move, delete or restore it: never the root; for a portal user
   * only the folders they made, not the practice's.
   */
  editable: z.boolean(),
  /** Live files directly in this folder (in the trash listing: the files deleted with it). */
  fileCount: z.number().int(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
  /** When a deleted folder leaves the trash for good. */
  purgeAt: z.string().nullable(),
});
export type FolderDto = z.infer<typeof folderSchema>;

export const treeAnswerSchema = z.object({ data: z.array(folderSchema) });
export const folderAnswerSchema = z.object({ data: folderSchema });
