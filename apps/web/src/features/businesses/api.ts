/** Calls of the businesses API: the scoped list, one business, create, edit, archive, restore. */
import {
  businessAnswerSchema,
  businessListAnswerSchema,
  type BasFrequency,
  type BusinessDto,
  type BusinessPageDto,
  type BusinessSort,
  type BusinessStatus,
  type GstBasis,
} from '@ledgerdesk/domain';
import { api } from '../../app/http/client';

export {
  BAS_FREQUENCIES,
  BUSINESS_SORTS,
  BUSINESS_STATUSES,
  GST_BASES,
  type BasFrequency,
  type BusinessSort,
  type BusinessStatus,
  type GstBasis,
} from '@ledgerdesk/domain';

export type Business = BusinessDto;
export type BusinessPage = BusinessPageDto;

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
  return api(businessListAnswerSchema, '/api/v1/businesses', { query: { ...query }, signal });
}

export async function fetchBusiness(id: string, signal?: AbortSignal): Promise<Business> {
  return (await api(businessAnswerSchema, path(id), { signal })).data;
}

export async function createBusiness(clientId: string, input: BusinessInput): Promise<Business> {
  return (await api(businessAnswerSchema, '/api/v1/businesses', { method: 'POST', body: { clientId, ...input } })).data;
}

export async function updateBusiness(id: string, input: Partial<BusinessInput>): Promise<Business> {
  return (await api(businessAnswerSchema, path(id), { method: 'PATCH', body: input })).data;
}

export async function setBusinessStatus(id: string, action: 'archive' | 'restore'): Promise<Business> {
  return (await api(businessAnswerSchema, path(id, `/${action}`), { method: 'POST' })).data;
}
