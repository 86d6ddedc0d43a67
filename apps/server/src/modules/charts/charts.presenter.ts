import { TAX_CODES, type TaxCode } from '@ledgerdesk/domain';
import type { AccountRow } from './accounts.repo.js';
import type { ChartView } from './charts.repo.js';
import type { AccountDto, ChartDto } from './charts.schema.js';

/** The column is plain text; every write goes through the zod enum, so anything else is a bug worth seeing. */
export function asTaxCode(value: string): TaxCode {
  const code = TAX_CODES.find((c) => c === value);
  if (!code) throw new Error(`unknown tax code stored: ${value}`);
  return code;
}

export const presentChart = (row: ChartView): ChartDto => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  brandId: row.brandId,
  brandName: row.brandName,
  businessId: row.businessId,
  sourceChartId: row.sourceChartId,
  accountCount: row.accountCount,
  createdAt: row.createdAt.toISOString(),
});

export const presentAccount = (row: AccountRow & { hasPostings?: boolean }): AccountDto => ({
  id: row.id,
  chartId: row.chartId,
  code: row.code,
  name: row.name,
  type: row.type,
  subtype: row.subtype,
  taxCode: asTaxCode(row.taxCode),
  description: row.description,
  active: row.active,
  systemRole: row.systemRole,
  hasPostings: row.hasPostings ?? false,
});

/** What an audit record keeps of an account. */
export const auditableAccount = (row: AccountRow) => ({
  code: row.code,
  name: row.name,
  type: row.type,
  subtype: row.subtype,
  taxCode: row.taxCode,
  description: row.description,
  active: row.active,
  systemRole: row.systemRole,
});
