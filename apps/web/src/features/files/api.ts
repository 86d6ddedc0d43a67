/** Calls of the files API: folder trees, files, the trash, upload requests and the public upload link. */
import { z } from 'zod';
import { api, request } from '../../app/http/client';

export type OwnerType = 'client' | 'business';
export interface Owner {
  type: OwnerType;
  id: string;
}

export const FILE_TYPES = ['image', 'pdf', 'document', 'spreadsheet', 'text', 'archive', 'other'] as const;
export type FileType = (typeof FILE_TYPES)[number];
export const FILE_SORTS = ['name', '-name', 'size', '-size', 'createdAt', '-createdAt'] as const;
export type FileSort = (typeof FILE_SORTS)[number];

const folderSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  isRoot: z.boolean(),
  fileCount: z.number(),
  deletedAt: z.string().nullable(),
  purgeAt: z.string().nullable(),
});
export type Folder = z.infer<typeof folderSchema>;

const fileSchema = z.object({
  id: z.string(),
  folderId: z.string(),
  name: z.string(),
  size: z.number(),
  mimeType: z.string(),
  uploadedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  uploaderName: z.string().nullable(),
  previewable: z.boolean(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
  purgeAt: z.string().nullable(),
});
export type FileItem = z.infer<typeof fileSchema>;

const paginationSchema = z.object({ skip: z.number(), limit: z.number(), total: z.number() });
const treeAnswer = z.object({ data: z.array(folderSchema) });
const folderAnswer = z.object({ data: folderSchema });
const fileAnswer = z.object({ data: fileSchema });
const fileListAnswer = z.object({ data: z.array(fileSchema), pagination: paginationSchema });
export type FilePage = z.infer<typeof fileListAnswer>;

export function fetchTree(owner: Owner, trash: boolean, signal?: AbortSignal): Promise<Folder[]> {
  return api(treeAnswer, '/api/v1/folders', { query: { ownerType: owner.type, ownerId: owner.id, trash }, signal }).then((a) => a.data);
}

export async function createFolder(owner: Owner, parentId: string | undefined, name: string): Promise<Folder> {
  return (
    await api(folderAnswer, '/api/v1/folders', { method: 'POST', body: { ownerType: owner.type, ownerId: owner.id, parentId, name } })
  ).data;
}

export async function updateFolder(id: string, change: { name?: string; parentId?: string }): Promise<Folder> {
  return (await api(folderAnswer, `/api/v1/folders/${encodeURIComponent(id)}`, { method: 'PATCH', body: change })).data;
}

export async function deleteFolder(id: string): Promise<void> {
  await request(`/api/v1/folders/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function restoreFolder(id: string): Promise<void> {
  await request(`/api/v1/folders/${encodeURIComponent(id)}/restore`, { method: 'POST' });
}

export interface FileQuery {
  folderId?: string | undefined;
  owner?: Owner | undefined;
  trash?: boolean;
  q?: string | undefined;
  type?: FileType | undefined;
  sort?: FileSort;
  skip: number;
  limit: number;
}

export function fetchFiles({ owner, ...query }: FileQuery, signal?: AbortSignal): Promise<FilePage> {
  return api(fileListAnswer, '/api/v1/files', { query: { ...query, ownerType: owner?.type, ownerId: owner?.id }, signal });
}

const filePath = (id: string, action = '') => `/api/v1/files/${encodeURIComponent(id)}${action}`;

export async function updateFile(id: string, change: { name?: string; folderId?: string }): Promise<FileItem> {
  return (await api(fileAnswer, filePath(id), { method: 'PATCH', body: change })).data;
}

export async function deleteFile(id: string): Promise<void> {
  await request(filePath(id), { method: 'DELETE' });
}

export async function restoreFile(id: string): Promise<void> {
  await request(filePath(id, '/restore'), { method: 'POST' });
}

export const downloadPath = (id: string) => filePath(id, '/download');
export const previewPath = (id: string) => filePath(id, '/preview');

const uploadRequestSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  folderId: z.string(),
  folderName: z.string(),
  message: z.string(),
  status: z.enum(['open', 'expired', 'revoked']),
  expiresAt: z.string(),
  maxFileSize: z.number(),
  maxFiles: z.number(),
  receivedCount: z.number(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;
const receivedSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  uploaderName: z.string().nullable(),
  createdAt: z.string(),
  deleted: z.boolean(),
});
const detailSchema = uploadRequestSchema.extend({ received: z.array(receivedSchema) });
export type UploadRequestDetail = z.infer<typeof detailSchema>;
const createdSchema = uploadRequestSchema.extend({ link: z.string(), emailedTo: z.string().nullable() });
export type CreatedUploadRequest = z.infer<typeof createdSchema>;

export interface UploadRequestInput {
  businessId: string;
  folderId: string;
  message: string;
  expiresInDays: number;
  maxFileSize?: number | undefined;
  maxFiles: number;
  email?: string | undefined;
}

const requestPath = (id: string, action = '') => `/api/v1/upload-requests/${encodeURIComponent(id)}${action}`;

export async function createUploadRequest(input: UploadRequestInput): Promise<CreatedUploadRequest> {
  return (await api(z.object({ data: createdSchema }), '/api/v1/upload-requests', { method: 'POST', body: input })).data;
}

export async function fetchUploadRequest(id: string, signal?: AbortSignal): Promise<UploadRequestDetail> {
  return (await api(z.object({ data: detailSchema }), requestPath(id), { signal })).data;
}

export async function revokeUploadRequest(id: string): Promise<void> {
  await request(requestPath(id, '/revoke'), { method: 'POST' });
}

export async function extendUploadRequest(id: string, days: number): Promise<void> {
  await request(requestPath(id, '/extend'), { method: 'POST', body: { days } });
}

const publicRequestSchema = z.object({
  message: z.string(),
  expiresAt: z.string(),
  maxFileSize: z.number(),
  maxFiles: z.number(),
  brand: z.object({ name: z.string(), primaryColor: z.string(), logoUrl: z.string().nullable() }),
  businessName: z.string(),
});
export type PublicUploadRequest = z.infer<typeof publicRequestSchema>;

export const publicRequestPath = (id: string, action = '') => `/api/v1/public/upload-requests/${encodeURIComponent(id)}${action}`;

export async function fetchPublicUploadRequest(id: string, token: string, signal?: AbortSignal): Promise<PublicUploadRequest> {
  // An explicit empty token: a signed-in visitor's session is not this link's credential.
  return (await api(z.object({ data: publicRequestSchema }), publicRequestPath(id), { query: { token }, signal, token: '' })).data;
}
