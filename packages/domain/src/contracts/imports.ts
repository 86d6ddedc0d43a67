/**
 * The statement-import answers of the API, declared once: the server validates and documents
 * with them, the web parses answers with them. Amounts are signed cents, money in positive.
 */
import { z } from 'zod';
import { paginationSchema } from './clients.js';
import { csvMappingSchema } from './csv-mappings.js';

export const IMPORT_STATUSES = ['previewed', 'committed', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const importRowSchema = z.object({
  line: z.number().int().nullable(),
  date: z.string(),
  amount: z.number().int(),
  description: z.string(),
  payee: z.string(),
  reference: z.string(),
  externalId: z.string().nullable(),
  duplicate: z.boolean(),
  duplicateReason: z.enum(['externalId', 'sameDateAmountDescription']).nullable(),
});
export type ImportRowDto = z.infer<typeof importRowSchema>;

const totalsSchema = z.object({ count: z.number().int(), in: z.number().int(), out: z.number().int(), net: z.number().int() });

export const previewSchema = z.object({
  id: z.string(),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  format: z.string(),
  bankAccountId: z.string(),
  account: z.object({
    accountId: z.string().nullable(),
    currency: z.string().nullable(),
    openingBalance: z.number().int().nullable(),
    closingBalance: z.number().int().nullable(),
  }),
  mapping: csvMappingSchema.nullable(),
  /** The first 200 rows; GET /api/v1/imports/{id}?skip= pages through the rest. */
  rows: z.array(importRowSchema),
  rowCount: z.number().int(),
  duplicates: z.number().int(),
  /** Lines the file's mapping skipped as unreadable: they will not be imported. */
  errors: z.array(z.object({ line: z.number().int().nullable(), message: z.string() })),
  warnings: z.array(z.string()),
  /** Over every row of the file; `out` is negative. */
  totals: totalsSchema,
  /** Over the rows a commit would write (the non-duplicates). */
  newTotals: totalsSchema,
});
export type PreviewDto = z.infer<typeof previewSchema>;

export const importSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  bankAccount: z.object({ id: z.string(), name: z.string() }),
  fileName: z.string(),
  format: z.string(),
  status: z.enum(IMPORT_STATUSES),
  rowCount: z.number().int(),
  importedCount: z.number().int(),
  duplicateCount: z.number().int(),
  error: z.string().nullable(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  committedAt: z.string().nullable(),
});
export type ImportDto = z.infer<typeof importSchema>;

export const importDetailSchema = importSchema.extend({ rows: z.array(importRowSchema), duplicates: z.number().int() });
export type ImportDetailDto = z.infer<typeof importDetailSchema>;

export const previewAnswerSchema = z.object({ data: previewSchema });
export const importAnswerSchema = z.object({ data: importSchema });
export const importDetailAnswerSchema = z.object({ data: importDetailSchema });
export const importListAnswerSchema = z.object({ data: z.array(importSchema), pagination: paginationSchema });
export type ImportListDto = z.infer<typeof importListAnswerSchema>;

/** The '/file-convert' socket's 'import_progress' payload: a live hint, the import is the record. */
export const importProgressSchema = z.object({
  importId: z.string(),
  /** Which request the progress belongs to: the upload that previews, or the commit. */
  step: z.enum(['preview', 'commit']),
  stage: z.enum(['parsing', 'checking', 'committing', 'done', 'failed']),
  processed: z.number(),
  total: z.number(),
  message: z.string().optional(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;
