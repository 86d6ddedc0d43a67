/**
 * The domain's CsvMapping as a zod schema, declared once: uploads and saved mappings are checked
 * with it on the server, and the web reads saved mappings with it.
 */
import { z } from 'zod';
import type { CsvMapping } from '../parsers/csv-mapping.js';
import { dataAnswer } from './answers.js';
import { paginationSchema } from './clients.js';

const column = z.union([z.number().int().min(0), z.string().trim().min(1)]);

const amountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('signed'), column, invert: z.boolean().optional() }),
  z.object({ kind: z.literal('debitCredit'), debit: column, credit: column }),
  z.object({
    kind: z.literal('amountWithFlag'),
    column,
    flagColumn: column,
    outValues: z.array(z.string()).optional(),
    inValues: z.array(z.string()).optional(),
  }),
]);

export const csvMappingSchema = z.object({
  hasHeader: z.boolean(),
  skipLines: z.number().int().min(0).optional(),
  skipLastLines: z.number().int().min(0).optional(),
  delimiter: z.enum([',', ';', '\t', '|']).optional(),
  dateColumn: column,
  dateFormat: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  amount: amountSchema,
  descriptionColumns: z.array(column),
  payeeColumn: column.optional(),
  referenceColumn: column.optional(),
  externalIdColumn: column.optional(),
  balanceColumn: column.optional(),
  decimal: z.enum(['.', ',']),
  currency: z.string().trim().length(3).optional(),
  skipInvalidRows: z.boolean().optional(),
  appendContinuationRows: z.boolean().optional(),
}) satisfies z.ZodType<CsvMapping>;

export const csvMappingDtoSchema = z.object({
  id: z.string(),
  businessId: z.string().nullable(),
  name: z.string(),
  mapping: csvMappingSchema,
  createdAt: z.string(),
});
export type CsvMappingDto = z.infer<typeof csvMappingDtoSchema>;

export const csvMappingAnswerSchema = dataAnswer(csvMappingDtoSchema);
export const csvMappingListAnswerSchema = z.object({ data: z.array(csvMappingDtoSchema), pagination: paginationSchema });
