import type { BatchView } from './imports.repo.js';
import type { ImportDto } from './imports.schema.js';

export const presentImport = (row: BatchView): ImportDto => ({
  id: row.id,
  businessId: row.businessId,
  businessName: row.businessName,
  bankAccount: { id: row.bankAccountId, name: row.bankAccountName },
  fileName: row.fileName,
  format: row.format,
  status: row.status,
  rowCount: row.rowCount,
  importedCount: row.importedCount,
  duplicateCount: row.duplicateCount,
  error: row.error,
  createdBy: row.createdBy && row.createdByName ? { id: row.createdBy, name: row.createdByName } : null,
  createdAt: row.createdAt.toISOString(),
  committedAt: row.committedAt?.toISOString() ?? null,
});
