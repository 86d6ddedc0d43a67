/** The domain's CsvMapping as a zod schema (uploads and saved mappings are checked with it), and the mappings API shapes. */
import { AU_BANK_MAPPINGS, type CsvMapping } from '@ledgerdesk/domain';
import { z } from 'zod';

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

export const AU_BANKS = Object.keys(AU_BANK_MAPPINGS) as Array<keyof typeof AU_BANK_MAPPINGS>;

export const csvMappingDtoSchema = z.object({
  id: z.string(),
  businessId: z.string().nullable(),
  name: z.string(),
  mapping: csvMappingSchema,
  createdAt: z.string(),
});
export type CsvMappingDto = z.infer<typeof csvMappingDtoSchema>;

export const createCsvMappingBodySchema = z.object({ name: z.string().trim().min(1, 'Name the mapping (e.g. the bank).').max(100), mapping: csvMappingSchema });
export type CreateCsvMappingInput = z.infer<typeof createCsvMappingBodySchema>;

export const mappingParamsSchema = z.object({ id: z.uuid(), mappingId: z.uuid() });

const paginationSchema = z.object({ skip: z.number().int(), limit: z.number().int(), total: z.number().int() });
export const csvMappingAnswerSchema = z.object({ data: csvMappingDtoSchema });
export const csvMappingListAnswerSchema = z.object({ data: z.array(csvMappingDtoSchema), pagination: paginationSchema });
export const presetListAnswerSchema = z.object({
  data: z.array(z.object({ key: z.enum(AU_BANKS as [keyof typeof AU_BANK_MAPPINGS, ...Array<keyof typeof AU_BANK_MAPPINGS>]), bank: z.string(), mapping: csvMappingSchema })),
  pagination: paginationSchema,
});
