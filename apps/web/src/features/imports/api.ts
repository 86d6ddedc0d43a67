/** Calls of statement imports: upload for a preview, commit, the import list, saved CSV mappings. */
import { csvMappingDtoSchema, paginationSchema, type CsvMapping } from '@ledgerdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../app/http/client';

const rowSchema = z.object({
  line: z.number().nullable(),
  date: z.string(),
  amount: z.number().int(),
  description: z.string(),
  reference: z.string(),
  duplicate: z.boolean(),
});
export type PreviewRow = z.infer<typeof rowSchema>;
const totalsSchema = z.object({ count: z.number().int(), in: z.number().int(), out: z.number().int(), net: z.number().int() });

export const previewSchema = z.object({
  id: z.string(),
  status: z.enum(['previewed', 'committed', 'failed']),
  fileName: z.string(),
  format: z.string(),
  rows: z.array(rowSchema),
  rowCount: z.number().int(),
  duplicates: z.number().int(),
  errors: z.array(z.object({ line: z.number().nullable(), message: z.string() })),
  warnings: z.array(z.string()),
  totals: totalsSchema,
  newTotals: totalsSchema,
});
export type Preview = z.infer<typeof previewSchema>;

export const importSchema = z.object({
  id: z.string(),
  bankAccount: z.object({ id: z.string(), name: z.string() }),
  fileName: z.string(),
  format: z.string(),
  status: z.enum(['previewed', 'committed', 'failed']),
  rowCount: z.number().int(),
  importedCount: z.number().int(),
  duplicateCount: z.number().int(),
  error: z.string().nullable(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type ImportRecord = z.infer<typeof importSchema>;

const listAnswer = z.object({ data: z.array(importSchema), pagination: z.object({ skip: z.number(), limit: z.number(), total: z.number() }) });

/** How a CSV is read: a ready-made bank layout, or a mapping of one's own. */
export type CsvChoice = { kind: 'bank'; bank: string } | { kind: 'mapping'; mapping: CsvMapping };

const enc = encodeURIComponent;

export async function uploadStatement(businessId: string, bankAccountId: string, file: File, csv: CsvChoice | null): Promise<Preview> {
  const body = new FormData();
  if (csv?.kind === 'bank') body.append('bank', csv.bank);
  if (csv?.kind === 'mapping') body.append('mapping', JSON.stringify(csv.mapping));
  body.append('file', file);
  const path = `/api/v1/businesses/${enc(businessId)}/bank-accounts/${enc(bankAccountId)}/imports`;
  return (await api(z.object({ data: previewSchema }), path, { method: 'POST', body })).data;
}

export async function commitImport(importId: string): Promise<ImportRecord> {
  return (await api(z.object({ data: importSchema }), `/api/v1/imports/${enc(importId)}/commit`, { method: 'POST' })).data;
}

export async function fetchImports(businessId: string, query: { skip: number; limit: number }, signal?: AbortSignal) {
  return api(listAnswer, `/api/v1/businesses/${enc(businessId)}/imports`, { query: { ...query }, signal });
}

export async function saveCsvMapping(businessId: string, name: string, mapping: CsvMapping): Promise<void> {
  await api(z.object({ data: z.object({ id: z.string() }) }), `/api/v1/businesses/${enc(businessId)}/csv-mappings`, { method: 'POST', body: { name, mapping } });
}

const mappingsAnswer = z.object({ data: z.array(csvMappingDtoSchema), pagination: paginationSchema });

export const csvMappingsKey = (businessId: string) => ['csv-mappings', businessId] as const;

/** The business's saved CSV mappings, offered beside the ready-made bank layouts. */
export function useCsvMappings(businessId: string) {
  return useQuery({
    queryKey: csvMappingsKey(businessId),
    queryFn: async ({ signal }) => (await api(mappingsAnswer, `/api/v1/businesses/${enc(businessId)}/csv-mappings`, { signal })).data,
    enabled: Boolean(businessId),
  });
}
