/** Request and answer shapes of the businesses API; they also feed OpenAPI. */
import { BAS_FREQUENCIES, BUSINESS_SORTS, BUSINESS_STATUSES, GST_BASES } from '@ledgerdesk/domain';
import { z } from 'zod';

export { businessAnswerSchema, businessListAnswerSchema, type BusinessDto, type BusinessSort } from '@ledgerdesk/domain';

export const listQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  /** Matches the business name, legal name and ABN, and its client's name and code. */
  keyword: z.string().trim().max(200).optional(),
  status: z.enum(BUSINESS_STATUSES).optional(),
  clientId: z.uuid().optional(),
  caseManagerId: z.uuid().optional(),
  sort: z.enum(BUSINESS_SORTS).default('name'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const idParamsSchema = z.object({ id: z.uuid() });

const name = z.string().trim().min(1).max(200);
/** Checked against the ATO checksum in the service, so the answer carries the domain's message. */
const abn = z.string().trim().max(20).nullable();
const month = z.number().int().min(1).max(12);

export const createBodySchema = z.object({
  clientId: z.uuid(),
  name,
  legalName: z.string().trim().max(200).nullable().optional(),
  abn: abn.optional(),
  gstRegistered: z.boolean(),
  gstBasis: z.enum(GST_BASES),
  basFrequency: z.enum(BAS_FREQUENCIES),
  financialYearStartMonth: month.default(7),
});
export type CreateBusinessInput = z.infer<typeof createBodySchema>;

export const updateBodySchema = z
  .object({
    name,
    legalName: z.string().trim().max(200).nullable(),
    abn,
    gstRegistered: z.boolean(),
    gstBasis: z.enum(GST_BASES),
    basFrequency: z.enum(BAS_FREQUENCIES),
    financialYearStartMonth: month,
  })
  .partial();
export type UpdateBusinessInput = z.infer<typeof updateBodySchema>;
