/**
 * The business answer of the API, declared once: the server validates and documents with it,
 * the web parses answers with it.
 */
import { z } from 'zod';
import type { GstBasis } from '../reports/gst.js';
import { paginationSchema } from './clients.js';

export const GST_BASES = ['cash', 'accrual'] as const satisfies readonly GstBasis[];

export const BAS_FREQUENCIES = ['monthly', 'quarterly', 'annually'] as const;
export type BasFrequency = (typeof BAS_FREQUENCIES)[number];

export const BUSINESS_STATUSES = ['active', 'archived'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

export const BUSINESS_SORTS = ['name', '-name', 'clientName', '-clientName', 'createdAt', '-createdAt'] as const;
export type BusinessSort = (typeof BUSINESS_SORTS)[number];

export const businessSchema = z.object({
  id: z.string(),
  name: z.string(),
  legalName: z.string().nullable(),
  abn: z.string().nullable(),
  clientId: z.string(),
  clientName: z.string(),
  clientCode: z.string(),
  status: z.enum(BUSINESS_STATUSES),
  gstRegistered: z.boolean(),
  gstBasis: z.enum(GST_BASES),
  basFrequency: z.enum(BAS_FREQUENCIES),
  financialYearStartMonth: z.number().int(),
  lockDate: z.string().nullable(),
  caseManagers: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
});
export type BusinessDto = z.infer<typeof businessSchema>;

export const businessListAnswerSchema = z.object({ data: z.array(businessSchema), pagination: paginationSchema });
export type BusinessPageDto = z.infer<typeof businessListAnswerSchema>;
export const businessAnswerSchema = z.object({ data: businessSchema });
