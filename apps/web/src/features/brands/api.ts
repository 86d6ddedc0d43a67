/** White Label Management calls (Super Admin): brands, their logo, services and chart template. */
import { chartListAnswerSchema, type ChartDto } from '@ledgerdesk/domain';
import { z } from 'zod';
import { api } from '../../app/http/client';
import { serviceSchema } from '../services/api';

export const BRAND_STATUSES = ['active', 'inactive'] as const;
export type BrandStatus = (typeof BRAND_STATUSES)[number];

/** Logo rules of the server: PNG, JPEG or WebP of at most 1 MB. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_MAX_BYTES = 1024 * 1024;

export const brandSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  contactEmail: z.string(),
  status: z.enum(BRAND_STATUSES),
  coaTemplateId: z.string().nullable(),
  clientCount: z.number(),
  createdAt: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

const brandDetailSchema = brandSchema.extend({
  services: z.array(serviceSchema),
  clientCounts: z.object({ active: z.number(), inactive: z.number(), archived: z.number(), total: z.number() }),
});
export type BrandDetail = z.infer<typeof brandDetailSchema>;

const pagination = z.object({ skip: z.number(), limit: z.number(), total: z.number() });
const listAnswer = z.object({ data: z.array(brandSchema), pagination });
export type BrandPage = z.infer<typeof listAnswer>;
const detailAnswer = z.object({ data: brandDetailSchema });

export interface BrandListQuery {
  skip: number;
  limit: number;
  keyword?: string;
  status?: BrandStatus;
}

export interface BrandInput {
  name: string;
  slug: string;
  primaryColor: string;
  contactEmail: string;
}

/** The editable fields of a brand, as the details form holds them. */
export function brandInput(brand: Brand): BrandInput {
  return { name: brand.name, slug: brand.slug, primaryColor: brand.primaryColor, contactEmail: brand.contactEmail };
}

export interface BrandServicesInput {
  serviceIds: string[];
  coaTemplateId: string | null;
}

const path = (id: string) => `/api/v1/brands/${encodeURIComponent(id)}`;

export function fetchBrands(query: BrandListQuery, signal?: AbortSignal): Promise<BrandPage> {
  return api(listAnswer, '/api/v1/brands', { query: { ...query }, signal });
}

export async function fetchBrand(id: string, signal?: AbortSignal): Promise<BrandDetail> {
  return (await api(detailAnswer, path(id), { signal })).data;
}

export async function createBrand(input: BrandInput): Promise<BrandDetail> {
  return (await api(detailAnswer, '/api/v1/brands', { method: 'POST', body: input })).data;
}

export async function updateBrand(id: string, input: Partial<BrandInput> & { status?: BrandStatus }): Promise<BrandDetail> {
  return (await api(detailAnswer, path(id), { method: 'PATCH', body: input })).data;
}

/** Multipart field `file`; the server answers 413 or 415 with a message for the user. */
export async function uploadBrandLogo(id: string, file: File): Promise<BrandDetail> {
  const body = new FormData();
  body.append('file', file);
  return (await api(detailAnswer, `${path(id)}/logo`, { method: 'POST', body })).data;
}

export async function setBrandServices(id: string, input: BrandServicesInput): Promise<BrandDetail> {
  return (await api(detailAnswer, `${path(id)}/services`, { method: 'PUT', body: input })).data;
}

export type ChartTemplate = ChartDto;

/** Templates a brand may start from: the system ones and the brand's own. */
export async function fetchChartTemplates(brandId: string, signal?: AbortSignal): Promise<ChartTemplate[]> {
  const answer = await api(chartListAnswerSchema, '/api/v1/charts', { signal });
  return answer.data.filter((chart) => chart.kind === 'system' || (chart.kind === 'brand' && chart.brandId === brandId));
}
