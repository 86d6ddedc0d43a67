/** Request and answer shapes of statement imports; they also feed OpenAPI. Amounts are signed cents, money in positive. */
import { csvMappingSchema, DATE_ORDERS } from '@ledgerdesk/domain';
import { z } from 'zod';
import { AU_BANKS } from './csv-mappings.schema.js';

export const IMPORT_STATUSES = ['previewed', 'committed', 'failed'] as const;
export const PREVIEW_ROWS = 200;

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

/** The multipart fields besides `file`, as text. */
export const uploadFieldsSchema = z.object({
  mapping: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'mapping: send the CSV mapping as JSON.' });
        return z.NEVER;
      }
    })
    .pipe(csvMappingSchema)
    .optional(),
  mappingId: z.uuid().optional(),
  bank: z.enum(AU_BANKS as [(typeof AU_BANKS)[number], ...Array<(typeof AU_BANKS)[number]>]).optional(),
  dateOrder: z.enum(DATE_ORDERS as ['dmy', 'mdy', 'ymd']).optional(),
  accountId: z.string().trim().min(1).optional(),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

export const importParamsSchema = z.object({ id: z.uuid() });
export const importUploadParamsSchema = z.object({ id: z.uuid(), bankAccountId: z.uuid() });

const listFilters = {
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(IMPORT_STATUSES).optional(),
  bankAccountId: z.uuid().optional(),
};
export const businessImportListQuerySchema = z.object(listFilters);
export const importListQuerySchema = z.object({ ...listFilters, businessId: z.uuid().optional() });
export type ImportListQuery = z.infer<typeof importListQuerySchema>;

export const importDetailQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(PREVIEW_ROWS),
});

const paginationSchema = z.object({ skip: z.number().int(), limit: z.number().int(), total: z.number().int() });
export const previewAnswerSchema = z.object({ data: previewSchema });
export const importAnswerSchema = z.object({ data: importSchema });
export const importDetailAnswerSchema = z.object({ data: importDetailSchema });
export const importListAnswerSchema = z.object({ data: z.array(importSchema), pagination: paginationSchema });
