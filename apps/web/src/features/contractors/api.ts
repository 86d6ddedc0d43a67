/**
 * Calls of contractors and TPAR (`/api/v1/businesses/{id}/contractors`, `…/contractor-payments`,
 * `…/tpar`); answers are parsed with the domain's contracts.
 */
import {
  contractorAnswerSchema,
  contractorConfirmAnswerSchema,
  contractorListAnswerSchema,
  contractorPaymentsAnswerSchema,
  contractorScanAnswerSchema,
  tparAnswerSchema,
  type ContractorConfirmBody,
  type ContractorInput,
  type TparFileBody,
} from '@ledgerdesk/domain';
import { api, fetchFile, request } from '../../app/http/client';
import { attachmentName, saveBlob } from '../../ui/download';

const base = (businessId: string) => `/api/v1/businesses/${encodeURIComponent(businessId)}`;

export async function fetchContractors(businessId: string, signal?: AbortSignal) {
  return (await api(contractorListAnswerSchema, `${base(businessId)}/contractors`, { signal })).data;
}

export async function saveContractor(businessId: string, contractorId: string | null, body: ContractorInput) {
  const path = `${base(businessId)}/contractors${contractorId ? `/${encodeURIComponent(contractorId)}` : ''}`;
  return (await api(contractorAnswerSchema, path, { method: contractorId ? 'PUT' : 'POST', body })).data;
}

export async function deleteContractor(businessId: string, contractorId: string): Promise<void> {
  await request(`${base(businessId)}/contractors/${encodeURIComponent(contractorId)}`, { method: 'DELETE' });
}

export async function scanPayments(businessId: string) {
  return (await api(contractorScanAnswerSchema, `${base(businessId)}/contractor-payments/scan`, { method: 'POST' })).data;
}

export async function confirmPayments(businessId: string, body: ContractorConfirmBody) {
  return (await api(contractorConfirmAnswerSchema, `${base(businessId)}/contractor-payments`, { method: 'POST', body })).data;
}

export async function fetchPayments(businessId: string, year: number, signal?: AbortSignal) {
  return (await api(contractorPaymentsAnswerSchema, `${base(businessId)}/contractor-payments`, { query: { year }, signal })).data;
}

export async function unlinkPayment(businessId: string, transactionId: string): Promise<void> {
  await request(`${base(businessId)}/contractor-payments/${encodeURIComponent(transactionId)}`, { method: 'DELETE' });
}

export async function fetchTpar(businessId: string, year: number, signal?: AbortSignal) {
  return (await api(tparAnswerSchema, `${base(businessId)}/tpar`, { query: { year }, signal })).data;
}

/** Fetches a file with the bearer header (a plain link would not carry it) and saves it under the server's name. */
async function download(path: string, options: Parameters<typeof fetchFile>[1], fallbackName: string): Promise<void> {
  const response = await fetchFile(path, options);
  saveBlob(await response.blob(), attachmentName(response, fallbackName));
}

export function downloadTpar(businessId: string, year: number, format: 'csv' | 'xlsx'): Promise<void> {
  return download(`${base(businessId)}/tpar?year=${year}&format=${format}`, {}, `tpar-${year}.${format}`);
}

export function downloadTparFile(businessId: string, body: TparFileBody): Promise<void> {
  return download(`${base(businessId)}/tpar/file`, { method: 'POST', body }, `tpar-${body.year}.txt`);
}
