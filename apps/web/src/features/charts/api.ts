/**
 * Calls of the charts-of-accounts API. A chart is edited the same way wherever it lives: a
 * template under /charts/{id}, or a business's own chart under /businesses/{id}/accounts.
 */
import {
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
import { api, request } from '../../app/http/client';

export type Chart = ChartDto;
export type Account = AccountDto;
export type AccountInput = Pick<Account, 'code' | 'name' | 'type' | 'subtype' | 'taxCode' | 'description' | 'active'>;
export type ImportSummary = AccountImportSummary;

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
  return (await api(chartListAnswerSchema, '/api/v1/charts', { query: { ...query }, signal })).data;
}

export async function fetchChart(id: string, signal?: AbortSignal): Promise<Chart> {
  return (await api(chartAnswerSchema, `/api/v1/charts/${enc(id)}`, { signal })).data;
}

export async function createChart(input: { name: string; sourceChartId?: string | undefined }): Promise<Chart> {
  return (await api(chartAnswerSchema, '/api/v1/charts', { method: 'POST', body: input })).data;
}

export async function fetchBrandChart(brandId: string, signal?: AbortSignal): Promise<Chart | null> {
  return (await api(brandChartAnswerSchema, `/api/v1/brands/${enc(brandId)}/chart`, { signal })).data;
}

export async function deriveBrandChart(brandId: string, sourceChartId: string): Promise<Chart> {
  return (await api(chartAnswerSchema, `/api/v1/brands/${enc(brandId)}/chart`, { method: 'POST', body: { sourceChartId } })).data;
}

export async function fetchAccounts(target: ChartTarget, signal?: AbortSignal): Promise<Account[]> {
  return (await api(accountListAnswerSchema, accountsPath(target), { signal })).data;
}

export async function saveAccount(target: ChartTarget, input: Partial<AccountInput>, accountId?: string): Promise<Account> {
  const path = accountId ? `${accountsPath(target)}/${enc(accountId)}` : accountsPath(target);
  return (await api(accountAnswerSchema, path, { method: accountId ? 'PATCH' : 'POST', body: input })).data;
}

export async function deleteAccount(target: ChartTarget, accountId: string): Promise<void> {
  await request(`${accountsPath(target)}/${enc(accountId)}`, { method: 'DELETE' });
}

export async function importAccounts(target: ChartTarget, file: File): Promise<ImportSummary> {
  const body = new FormData();
  body.append('file', file);
  return (await api(accountImportAnswerSchema, `${accountsPath(target)}/import`, { method: 'POST', body })).data;
}

export async function exportAccountsCsv(target: ChartTarget): Promise<string> {
  const body = await request(accountsPath(target).replace(/\/accounts$/, '/accounts.csv'));
  return typeof body === 'string' ? body : '';
}
