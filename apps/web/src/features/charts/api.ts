/**
 * Calls of the charts-of-accounts API. A chart is edited the same way wherever it lives: a
 * template under /charts/{id}, or a business's own chart under /businesses/{id}/accounts.
 */
import { ACCOUNT_SUBTYPES, ACCOUNT_TYPES, TAX_CODES } from '@ledgerdesk/domain';
import { z } from 'zod';
import { api, request } from '../../app/http/client';

export const chartSchema = z.object({
  id: z.string(),
  kind: z.enum(['system', 'brand', 'business']),
  name: z.string(),
  brandId: z.string().nullable(),
  brandName: z.string().nullable(),
  businessId: z.string().nullable(),
  sourceChartId: z.string().nullable(),
  accountCount: z.number(),
  createdAt: z.string(),
});
export type Chart = z.infer<typeof chartSchema>;

export const accountSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  subtype: z.enum(ACCOUNT_SUBTYPES),
  taxCode: z.enum(TAX_CODES),
  description: z.string(),
  active: z.boolean(),
  hasPostings: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;
export type AccountInput = Pick<Account, 'code' | 'name' | 'type' | 'subtype' | 'taxCode' | 'description' | 'active'>;

const chartAnswer = z.object({ data: chartSchema });
const chartListAnswer = z.object({ data: z.array(chartSchema) });
const brandChartAnswer = z.object({ data: chartSchema.nullable() });
const accountAnswer = z.object({ data: accountSchema });
const accountListAnswer = z.object({ data: z.array(accountSchema) });
const importAnswer = z.object({ data: z.object({ created: z.number(), updated: z.number(), unchanged: z.number() }) });
export type ImportSummary = z.infer<typeof importAnswer>['data'];

/** Where a chart's accounts live: a template or a business. */
export interface ChartTarget {
  kind: 'template' | 'business';
  id: string;
}

const enc = encodeURIComponent;
export function accountsPath(target: ChartTarget): string {
  return target.kind === 'template' ? `/api/v1/charts/${enc(target.id)}/accounts` : `/api/v1/businesses/${enc(target.id)}/accounts`;
}

export async function fetchCharts(query: { kind?: 'system' | 'brand'; brandId?: string }, signal?: AbortSignal): Promise<Chart[]> {
  return (await api(chartListAnswer, '/api/v1/charts', { query: { ...query }, signal })).data;
}

export async function fetchChart(id: string, signal?: AbortSignal): Promise<Chart> {
  return (await api(chartAnswer, `/api/v1/charts/${enc(id)}`, { signal })).data;
}

export async function createChart(input: { name: string; sourceChartId?: string | undefined }): Promise<Chart> {
  return (await api(chartAnswer, '/api/v1/charts', { method: 'POST', body: input })).data;
}

export async function fetchBrandChart(brandId: string, signal?: AbortSignal): Promise<Chart | null> {
  return (await api(brandChartAnswer, `/api/v1/brands/${enc(brandId)}/chart`, { signal })).data;
}

export async function deriveBrandChart(brandId: string, sourceChartId: string): Promise<Chart> {
  return (await api(chartAnswer, `/api/v1/brands/${enc(brandId)}/chart`, { method: 'POST', body: { sourceChartId } })).data;
}

export async function fetchAccounts(target: ChartTarget, signal?: AbortSignal): Promise<Account[]> {
  return (await api(accountListAnswer, accountsPath(target), { signal })).data;
}

export async function saveAccount(target: ChartTarget, input: Partial<AccountInput>, accountId?: string): Promise<Account> {
  const path = accountId ? `${accountsPath(target)}/${enc(accountId)}` : accountsPath(target);
  return (await api(accountAnswer, path, { method: accountId ? 'PATCH' : 'POST', body: input })).data;
}

export async function deleteAccount(target: ChartTarget, accountId: string): Promise<void> {
  await request(`${accountsPath(target)}/${enc(accountId)}`, { method: 'DELETE' });
}

export async function importAccounts(target: ChartTarget, file: File): Promise<ImportSummary> {
  const body = new FormData();
  body.append('file', file);
  return (await api(importAnswer, `${accountsPath(target)}/import`, { method: 'POST', body })).data;
}

export async function exportAccountsCsv(target: ChartTarget): Promise<string> {
  const body = await request(accountsPath(target).replace(/\/accounts$/, '/accounts.csv'));
  return typeof body === 'string' ? body : '';
}
