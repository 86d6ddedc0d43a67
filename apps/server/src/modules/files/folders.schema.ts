/** Request and answer shapes of the folders API; they also feed OpenAPI. */
import { z } from 'zod';
import { NAME_MAX_LENGTH } from './file-names.js';
import { OWNER_TYPES } from './files.scope.js';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const folderName = z
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

export const folderIdParamsSchema = z.object({ id: z.uuid() });

export const createFolderBodySchema = z.object({
  ownerType: z.enum(OWNER_TYPES),
  ownerId: z.uuid(),
  /** Omitted: directly under the owner's root folder. */
  parentId: z.uuid().optional(),
  name: folderName,
});
export type CreateFolderInput = z.infer<typeof createFolderBodySchema>;

export const updateFolderBodySchema = z
  .object({ name: folderName, parentId: z.uuid() })
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
