/** White Label Management calls (Super Admin): brands, their logo, services and chart template. */
import {
  brandAnswerSchema,
  brandListAnswerSchema,
  brandLockApproverCandidatesAnswerSchema,
  chartListAnswerSchema,
  type BrandDetailDto,
  type BrandDto,
  type BrandLockApproverDto,
  type BrandServicesInput,
  type BrandStatus,
  type ChartDto,
  type CreateBrandInput,
} from '@ledgerdesk/domain';
import type { z } from 'zod';
import { api } from '../../app/http/client';

export { BRAND_STATUSES, LOGO_MAX_BYTES, LOGO_TYPES } from '@ledgerdesk/domain';
export type { BrandServicesInput, BrandStatus };

export type Brand = BrandDto;
export type BrandDetail = BrandDetailDto;
export type BrandPage = z.infer<typeof brandListAnswerSchema>;

export interface BrandListQuery {
  skip: number;
  limit: number;
  keyword?: string;
  status?: BrandStatus;
}

export type BrandInput = CreateBrandInput;

/** The editable fields of a brand, as the details form holds them. */
export function brandInput(brand: Brand): BrandInput {
  return { name: brand.name, slug: brand.slug, primaryColor: brand.primaryColor, contactEmail: brand.contactEmail };
}

const path = (id: string) => `/api/v1/brands/${encodeURIComponent(id)}`;

export function fetchBrands(query: BrandListQuery, signal?: AbortSignal): Promise<BrandPage> {
  return api(brandListAnswerSchema, '/api/v1/brands', { query: { ...query }, signal });
}

export async function fetchBrand(id: string, signal?: AbortSignal): Promise<BrandDetail> {
  return (await api(brandAnswerSchema, path(id), { signal })).data;
}

export async function createBrand(input: BrandInput): Promise<BrandDetail> {
  return (await api(brandAnswerSchema, '/api/v1/brands', { method: 'POST', body: input })).data;
}

export async function updateBrand(id: string, input: Partial<BrandInput> & { status?: BrandStatus }): Promise<BrandDetail> {
  return (await api(brandAnswerSchema, path(id), { method: 'PATCH', body: input })).data;
}

/** Multipart field `file`; the server answers 413 or 415 with a message for the user. */
export async function uploadBrandLogo(id: string, file: File): Promise<BrandDetail> {
  const body = new FormData();
  body.append('file', file);
  return (await api(brandAnswerSchema, `${path(id)}/logo`, { method: 'POST', body })).data;
}

export async function setBrandServices(id: string, input: BrandServicesInput): Promise<BrandDetail> {
  return (await api(brandAnswerSchema, `${path(id)}/services`, { method: 'PUT', body: input })).data;
}

export type BrandLockApprover = BrandLockApproverDto;

/** Staff the brand may name to approve its lock requests. */
export async function fetchLockApproverCandidates(id: string, signal?: AbortSignal): Promise<BrandLockApprover[]> {
  return (await api(brandLockApproverCandidatesAnswerSchema, `${path(id)}/lock-approvers/candidates`, { signal })).data;
}

export async function setBrandLockApprovers(id: string, userIds: string[]): Promise<BrandDetail> {
  return (await api(brandAnswerSchema, `${path(id)}/lock-approvers`, { method: 'PUT', body: { userIds } })).data;
}

export type ChartTemplate = ChartDto;

/** Templates a brand may start from: the system ones and the brand's own. */
export async function fetchChartTemplates(brandId: string, signal?: AbortSignal): Promise<ChartTemplate[]> {
  const answer = await api(chartListAnswerSchema, '/api/v1/charts', { signal });
  return answer.data.filter((chart) => chart.kind === 'system' || (chart.kind === 'brand' && chart.brandId === brandId));
}
