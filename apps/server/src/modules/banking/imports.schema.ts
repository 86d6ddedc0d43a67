/** Request and answer shapes of statement imports; they also feed OpenAPI. Amounts are signed cents, money in positive. */
import { csvMappingSchema, DATE_ORDERS, IMPORT_STATUSES } from '@ledgerdesk/domain';
import { z } from 'zod';
import { AU_BANKS } from './csv-mappings.schema.js';

export {
  importAnswerSchema,
  importDetailAnswerSchema,
  importListAnswerSchema,
  previewAnswerSchema,
  type ImportDetailDto,
  type ImportDto,
  type PreviewDto,
} from '@ledgerdesk/domain';

export const PREVIEW_ROWS = 200;

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
