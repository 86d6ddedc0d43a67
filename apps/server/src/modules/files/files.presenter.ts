/** The shape a file leaves the server in; its storage key never does. */
import { isPreviewable } from './content-type.js';
import type { FileRow, FileView } from './files.repo.js';
import type { FileDto } from './files.schema.js';
import { purgeAt } from './trash.rules.js';

export const presentFile = (row: FileView): FileDto => ({
  id: row.id,
  folderId: row.folderId,
  name: row.name,
  size: row.size,
  mimeType: row.mimeType,
  checksum: row.checksum,
  uploadedBy: row.uploadedBy ? { id: row.uploadedBy, name: `${row.uploaderFirstName ?? ''} ${row.uploaderLastName ?? ''}`.trim() } : null,
  uploaderName: row.uploaderName,
  uploadRequestId: row.uploadRequestId,
  previewable: isPreviewable(row.mimeType),
  createdAt: row.createdAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null,
  purgeAt: row.deletedAt ? purgeAt(row.deletedAt).toISOString() : null,
});

/** What the audit log keeps of a file. */
export const auditableFile = (row: FileRow) => ({
  folderId: row.folderId,
  name: row.name,
  size: row.size,
  mimeType: row.mimeType,
  checksum: row.checksum,
  uploadRequestId: row.uploadRequestId,
});
