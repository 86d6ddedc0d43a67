/** Request bodies of the report builder's routes; the answers are the domain's driven-report contract. */
import { drivenDefinitionSchema } from '@ledgerdesk/domain';
import { z } from 'zod';
import { exportFormatSchema } from '../export/export.http.js';

const name = z.string().trim().min(1, 'Give the report a name.').max(120);

export const createDrivenReportSchema = z.object({ name, definition: drivenDefinitionSchema });
export const updateDrivenReportSchema = z
  .object({ name: name.optional(), definition: drivenDefinitionSchema.optional() })
  .refine((body) => body.name !== undefined || body.definition !== undefined, { message: 'Send a name or a definition to change.' });
export type UpdateDrivenReportInput = z.infer<typeof updateDrivenReportSchema>;

export const embedLinkBodySchema = z.object({
  expiresInHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24),
});

export const publicDrivenQuerySchema = z.object({ token: z.string().min(1).max(2000), format: exportFormatSchema.optional() });
