/** The mappings API shapes around the domain's CsvMapping contract. */
import { AU_BANK_MAPPINGS, csvMappingSchema, paginationSchema } from '@ledgerdesk/domain';
import { z } from 'zod';

export const AU_BANKS = Object.keys(AU_BANK_MAPPINGS) as Array<keyof typeof AU_BANK_MAPPINGS>;

export const createCsvMappingBodySchema = z.object({
  name: z.string().trim().min(1, 'Name the mapping (e.g. the bank).').max(100),
  mapping: csvMappingSchema,
});
export type CreateCsvMappingInput = z.infer<typeof createCsvMappingBodySchema>;

export const mappingParamsSchema = z.object({ id: z.uuid(), mappingId: z.uuid() });

export { csvMappingAnswerSchema, csvMappingListAnswerSchema } from '@ledgerdesk/domain';
export const presetListAnswerSchema = z.object({
  data: z.array(
    z.object({
      key: z.enum(AU_BANKS as [keyof typeof AU_BANK_MAPPINGS, ...Array<keyof typeof AU_BANK_MAPPINGS>]),
      bank: z.string(),
      mapping: csvMappingSchema,
    }),
  ),
  pagination: paginationSchema,
});
