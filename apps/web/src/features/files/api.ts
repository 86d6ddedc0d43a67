/** Calls of the files API: folder trees, files, the trash, upload requests and the public upload link. */
import {
  createdUploadRequestAnswerSchema,
  fileAnswerSchema,
  fileListAnswerSchema,
  folderAnswerSchema,
  publicUploadRequestAnswerSchema,
  treeAnswerSchema,
  uploadRequestDetailAnswerSchema,
  uploadRequestListAnswerSchema,
  type CreatedUploadRequestDto,
  type CreateUploadRequestInput,
  type FileCategory,
  type FileDto,
  type FilePageDto,
  type FileSort,
  type FolderDto,
  type OwnerType,
  type PublicUploadRequestDto,
  type UploadRequestDetailDto,
  type UploadRequestDto,
} from '@ledgerdesk/domain';
import { api, request } from '../../app/http/client';

export { FILE_CATEGORIES as FILE_TYPES, FILE_SORTS, type FileSort, type OwnerType } from '@ledgerdesk/domain';
export type FileType = FileCategory;

export interface Owner {
  type: OwnerType;
  id: string;
}

export type Folder = FolderDto;
export type FileItem = FileDto;
export type FilePage = FilePageDto;

export function fetchTree(owner: Owner, trash: boolean, signal?: AbortSignal): Promise<Folder[]> {
  return api(treeAnswerSchema, '/api/v1/folders', { query: { ownerType: owner.type, ownerId: owner.id, trash }, signal }).then(
    (a) => a.data,
  );
}

export async function createFolder(owner: Owner, parentId: string | undefined, name: string): Promise<Folder> {
  return (
    await api(folderAnswerSchema, '/api/v1/folders', { method: 'POST', body: { ownerType: owner.type, ownerId: owner.id, parentId, name } })
  ).data;
}

export async function updateFolder(id: string, change: { name?: string; parentId?: string }): Promise<Folder> {
  return (await api(folderAnswerSchema, `/api/v1/folders/${encodeURIComponent(id)}`, { method: 'PATCH', body: change })).data;
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
  return api(fileListAnswerSchema, '/api/v1/files', { query: { ...query, ownerType: owner?.type, ownerId: owner?.id }, signal });
}

const filePath = (id: string, action = '') => `/api/v1/files/${encodeURIComponent(id)}${action}`;

export async function updateFile(id: string, change: { name?: string; folderId?: string }): Promise<FileItem> {
  return (await api(fileAnswerSchema, filePath(id), { method: 'PATCH', body: change })).data;
}

export async function deleteFile(id: string): Promise<void> {
  await request(filePath(id), { method: 'DELETE' });
}

export async function restoreFile(id: string): Promise<void> {
  await request(filePath(id, '/restore'), { method: 'POST' });
}

export const downloadPath = (id: string) => filePath(id, '/download');
export const previewPath = (id: string) => filePath(id, '/preview');

export type UploadRequest = UploadRequestDto;
export type UploadRequestDetail = UploadRequestDetailDto;
export type CreatedUploadRequest = CreatedUploadRequestDto;
export type UploadRequestInput = CreateUploadRequestInput;

const requestPath = (id: string, action = '') => `/api/v1/upload-requests/${encodeURIComponent(id)}${action}`;

export async function createUploadRequest(input: UploadRequestInput): Promise<CreatedUploadRequest> {
  return (await api(createdUploadRequestAnswerSchema, '/api/v1/upload-requests', { method: 'POST', body: input })).data;
}

export async function fetchUploadRequests(page: { skip: number; limit: number }, signal?: AbortSignal) {
  return api(uploadRequestListAnswerSchema, '/api/v1/upload-requests', { query: page, signal });
}

export async function fetchUploadRequest(id: string, signal?: AbortSignal): Promise<UploadRequestDetail> {
  return (await api(uploadRequestDetailAnswerSchema, requestPath(id), { signal })).data;
}

export async function revokeUploadRequest(id: string): Promise<void> {
  await request(requestPath(id, '/revoke'), { method: 'POST' });
}

export async function extendUploadRequest(id: string, days: number): Promise<void> {
  await request(requestPath(id, '/extend'), { method: 'POST', body: { days } });
}

export type PublicUploadRequest = PublicUploadRequestDto;

export const publicRequestPath = (id: string, action = '') => `/api/v1/public/upload-requests/${encodeURIComponent(id)}${action}`;

export async function fetchPublicUploadRequest(id: string, token: string, signal?: AbortSignal): Promise<PublicUploadRequest> {
  // An explicit empty token: a signed-in visitor's session is not this link's credential.
  return (await api(publicUploadRequestAnswerSchema, publicRequestPath(id), { query: { token }, signal, token: '' })).data;
}
