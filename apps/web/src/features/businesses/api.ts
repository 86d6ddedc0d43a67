/** Calls of the businesses API: the scoped list, one business, create, edit, archive, restore. */
import { z } from 'zod';
import { api } from '../../app/http/client';

export const GST_BASES = ['cash', 'accrual'] as const;
export type GstBasis = (typeof GST_BASES)[number];
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
  financialYearStartMonth: z.number(),
  lockDate: z.string().nullable(),
  caseManagers: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
});
export type Business = z.infer<typeof businessSchema>;

const listAnswer = z.object({ data: z.array(businessSchema), pagination: z.object({ skip: z.number(), limit: z.number(), total: z.number() }) });
export type BusinessPage = z.infer<typeof listAnswer>;
const businessAnswer = z.object({ data: businessSchema });

export interface BusinessListQuery {
  skip: number;
  limit: number;
  keyword?: string | undefined;
  status?: BusinessStatus | undefined;
  clientId?: string | undefined;
  sort?: BusinessSort | undefined;
}

export interface BusinessInput {
  name: string;
  legalName: string | null;
  abn: string | null;
  gstRegistered: boolean;
  gstBasis: GstBasis;
  basFrequency: BasFrequency;
  financialYearStartMonth: number;
}

const path = (id: string, action = '') => `/api/v1/businesses/${encodeURIComponent(id)}${action}`;

export function fetchBusinesses(query: BusinessListQuery, signal?: AbortSignal): Promise<BusinessPage> {
  return api(listAnswer, '/api/v1/businesses', { query: { ...query }, signal });
}

export async function fetchBusiness(id: string, signal?: AbortSignal): Promise<Business> {
  return (await api(businessAnswer, path(id), { signal })).data;
}

export async function createBusiness(clientId: string, input: BusinessInput): Promise<Business> {
  return (await api(businessAnswer, '/api/v1/businesses', { method: 'POST', body: { clientId, ...input } })).data;
}

export async function updateBusiness(id: string, input: Partial<BusinessInput>): Promise<Business> {
  return (await api(businessAnswer, path(id), { method: 'PATCH', body: input })).data;
}

export async function setBusinessStatus(id: string, action: 'archive' | 'restore'): Promise<Business> {
  return (await api(businessAnswer, path(id, `/${action}`), { method: 'POST' })).data;
}
