/**
 * The statement-import answers of the API, declared once: the server validates and documents
 * with them, the web parses answers with them. Amounts are signed cents, money in positive.
 */
import { z } from 'zod';
import { paginationSchema } from './clients.js';
import { DROP_REASONS, type RowProblem } from '../parsers/types.js';
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

const rowProblemSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('noDate') }),
  z.object({ code: z.literal('badDate'), value: z.string(), formats: z.string() }),
  z.object({ code: z.literal('noAmount') }),
  z.object({ code: z.literal('badAmount'), value: z.string() }),
  z.object({ code: z.literal('badDirection'), value: z.string(), inValues: z.array(z.string()), outValues: z.array(z.string()) }),
]) satisfies z.ZodType<RowProblem>;

/** A row of the file that is not imported, and why; `problem` says what made an unreadable row so, for translation. */
export const droppedRowSchema = z.object({
  line: z.number().int().nullable(),
  reason: z.enum(DROP_REASONS),
  message: z.string(),
  text: z.string().nullable(),
  problem: rowProblemSchema.nullable(),
});
export type DroppedRowDto = z.infer<typeof droppedRowSchema>;

/** The details of a NOTHING_TO_IMPORT refusal: how many rows were read, and the first that failed. */
export const nothingToImportDetailsSchema = z.object({ rowsRead: z.number().int(), failures: z.array(droppedRowSchema) });
export type NothingToImportDetails = z.infer<typeof nothingToImportDetailsSchema>;

/**
 * The closing balance the import leads to against the one the statement states. `statement`:
 * the file gives its opening balance too, so opening + the file's rows is checked. `account`:
 * only a closing balance, so the account's balance after the import is checked against it.
 */
export const balanceCheckSchema = z.object({
  basis: z.enum(['statement', 'account']),
  start: z.number().int(),
  movement: z.number().int(),
  computed: z.number().int(),
  stated: z.number().int(),
  statedDate: z.string().nullable(),
  difference: z.number().int(),
});
export type BalanceCheckDto = z.infer<typeof balanceCheckSchema>;

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
  /** Rows read from the file: the kept ones (`rowCount`) and the dropped ones. */
  rowsRead: z.number().int(),
  /** How many rows were dropped for each reason. */
  droppedCounts: z.array(z.object({ reason: z.enum(DROP_REASONS), count: z.number().int() })),
  /** The first 200 dropped rows, with why. */
  dropped: z.array(droppedRowSchema),
  warnings: z.array(z.string()),
  balance: balanceCheckSchema.nullable(),
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
