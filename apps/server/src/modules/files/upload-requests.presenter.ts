/** The shapes an upload request leaves the server in; the token hash and wrong-token counter never do. */
import type { UploadRequestRow, UploadRequestView } from './upload-requests.repo.js';
import type { UploadRequestDto, UploadRequestStatus } from './upload-requests.schema.js';

export function requestStatus(row: Pick<UploadRequestRow, 'status' | 'expiresAt'>, now = new Date()): UploadRequestStatus {
  if (row.status === 'revoked') return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'open';
}

export const presentUploadRequest = (view: UploadRequestView): UploadRequestDto => ({
  id: view.request.id,
  businessId: view.request.businessId,
  businessName: view.businessName,
  folderId: view.request.folderId,
  folderName: view.folderName,
  message: view.request.message,
  status: requestStatus(view.request),
  expiresAt: view.request.expiresAt.toISOString(),
  maxFileSize: view.request.maxFileSize,
  maxFiles: view.request.maxFiles,
  receivedCount: view.receivedCount,
  createdBy: view.request.createdBy
    ? { id: view.request.createdBy, name: `${view.creatorFirstName ?? ''} ${view.creatorLastName ?? ''}`.trim() }
    : null,
  createdAt: view.request.createdAt.toISOString(),
  revokedAt: view.request.revokedAt?.toISOString() ?? null,
});

/** What the audit log keeps of an upload request. */
export const auditableUploadRequest = (row: UploadRequestRow) => ({
  businessId: row.businessId,
  folderId: row.folderId,
  message: row.message,
  expiresAt: row.expiresAt.toISOString(),
  maxFileSize: row.maxFileSize,
  maxFiles: row.maxFiles,
  status: row.status,
});
