/** Request and answer shapes of the charts-of-accounts API; they also feed OpenAPI. */
import { ACCOUNT_ROLES, ACCOUNT_SUBTYPES, ACCOUNT_TYPES, TAX_CODES } from '@ledgerdesk/domain';
import { z } from 'zod';

export {
  accountAnswerSchema,
  accountImportAnswerSchema,
  accountListAnswerSchema,
  brandChartAnswerSchema,
  chartAnswerSchema,
  chartListAnswerSchema,
  type AccountDto,
  type AccountImportSummary,
  type ChartDto,
} from '@ledgerdesk/domain';

export const chartIdParamsSchema = z.object({ id: z.uuid() });
export const chartAccountParamsSchema = z.object({ id: z.uuid(), accountId: z.uuid() });
export const brandIdParamsSchema = z.object({ id: z.uuid() });

export const chartListQuerySchema = z.object({
  kind: z.enum(['system', 'brand']).optional(),
  brandId: z.uuid().optional(),
});

export const accountListQuerySchema = z.object({
  keyword: z.string().trim().max(100).optional(),
  type: z.enum(ACCOUNT_TYPES).optional(),
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

const chartName = z.string().trim().min(1, 'Enter a name.').max(120, 'Use at most 120 characters.');

export const createChartBodySchema = z.object({ name: chartName, sourceChartId: z.uuid().optional() });
export type CreateChartInput = z.infer<typeof createChartBodySchema>;

export const renameChartBodySchema = z.object({ name: chartName });

export const brandChartBodySchema = z.object({ sourceChartId: z.uuid(), name: chartName.optional() });
export type BrandChartInput = z.infer<typeof brandChartBodySchema>;

/** Codes such as 1-1110, 4000 or 200.1: letters, digits, '-' and '.', no spaces. */
export const ACCOUNT_CODE_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$/;
export const ACCOUNT_CODE_MESSAGE = 'Use 1 to 20 letters, digits, dots or dashes, starting with a letter or digit (e.g. 6-1250).';

export const accountFields = {
  code: z.string().trim().regex(ACCOUNT_CODE_PATTERN, ACCOUNT_CODE_MESSAGE),
  name: z.string().trim().min(1, 'Enter a name.').max(150, 'Use at most 150 characters.'),
  type: z.enum(ACCOUNT_TYPES),
  subtype: z.enum(ACCOUNT_SUBTYPES),
  taxCode: z.enum(TAX_CODES),
  description: z.string().trim().max(500),
  active: z.boolean(),
  systemRole: z.enum(ACCOUNT_ROLES).nullable(),
};

export const createAccountBodySchema = z.object({
  code: accountFields.code,
  name: accountFields.name,
  type: accountFields.type,
  subtype: accountFields.subtype.default('other'),
  taxCode: accountFields.taxCode.default('N-T'),
  description: accountFields.description.default(''),
  active: accountFields.active.default(true),
  systemRole: accountFields.systemRole.default(null),
});
export type CreateAccountInput = z.infer<typeof createAccountBodySchema>;

export const updateAccountBodySchema = z
  .object(accountFields)
  .partial()
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Send at least one field to change.');
export type UpdateAccountInput = z.infer<typeof updateAccountBodySchema>;
