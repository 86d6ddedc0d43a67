/** Calls of statement imports: upload for a preview, commit, the import list, saved CSV mappings. */
import {
  csvMappingAnswerSchema,
  csvMappingListAnswerSchema,
  importAnswerSchema,
  importListAnswerSchema,
  previewAnswerSchema,
  type CsvMapping,
  type ImportDto,
  type ImportRowDto,
  type PreviewDto,
} from '@ledgerdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/http/client';

export type PreviewRow = ImportRowDto;
export type Preview = PreviewDto;
export type ImportRecord = ImportDto;

/** How a CSV is read: a ready-made bank layout, or a mapping of one's own. */
export type CsvChoice = { kind: 'bank'; bank: string } | { kind: 'mapping'; mapping: CsvMapping };

const enc = encodeURIComponent;

export async function uploadStatement(businessId: string, bankAccountId: string, file: File, csv: CsvChoice | null): Promise<Preview> {
  const body = new FormData();
  if (csv?.kind === 'bank') body.append('bank', csv.bank);
  if (csv?.kind === 'mapping') body.append('mapping', JSON.stringify(csv.mapping));
  body.append('file', file);
  const path = `/api/v1/businesses/${enc(businessId)}/bank-accounts/${enc(bankAccountId)}/imports`;
  return (await api(previewAnswerSchema, path, { method: 'POST', body })).data;
}

export async function commitImport(importId: string): Promise<ImportRecord> {
  return (await api(importAnswerSchema, `/api/v1/imports/${enc(importId)}/commit`, { method: 'POST' })).data;
}

export async function fetchImports(businessId: string, query: { skip: number; limit: number }, signal?: AbortSignal) {
  return api(importListAnswerSchema, `/api/v1/businesses/${enc(businessId)}/imports`, { query: { ...query }, signal });
}

export async function saveCsvMapping(businessId: string, name: string, mapping: CsvMapping): Promise<void> {
  await api(csvMappingAnswerSchema, `/api/v1/businesses/${enc(businessId)}/csv-mappings`, {
    method: 'POST',
    body: { name, mapping },
  });
}

export const csvMappingsKey = (businessId: string) => ['csv-mappings', businessId] as const;

/** The business's saved CSV mappings, offered beside the ready-made bank layouts. */
export function useCsvMappings(businessId: string) {
  return useQuery({
    queryKey: csvMappingsKey(businessId),
    queryFn: async ({ signal }) =>
      (await api(csvMappingListAnswerSchema, `/api/v1/businesses/${enc(businessId)}/csv-mappings`, { signal })).data,
    enabled: Boolean(businessId),
  });
}
