/**
 * A report as a file: computed through computeReport (the same figures as the JSON answer), laid
 * out once (layout.ts) and rendered as PDF, XLSX or CSV. The PDF wears the brand of the business's
 * client: its colour and its logo from storage.
 */
import type { Readable } from 'node:stream';
import { REPORT_FILE_FORMATS, type AccountLanguage, type ReportData, type ReportType } from '@ledgerdesk/domain';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../../platform/auth/guard.js';
import type { AppContext } from '../../../platform/context.js';
import { brands } from '../../brands/index.js';
import { businesses } from '../../businesses/index.js';
import { clients } from '../../users/users.tables.js';
import { computeReport } from '../compute.js';
import { approvalOf } from '../report-locks.repo.js';
import { reportBusinessInScope, type ReportBusiness, type ReportOptions } from '../report-scope.js';
import { renderCsv } from './csv.js';
import { withColumns, type ReportBrand, type ReportColumnKey } from './document.js';
import { reportDocument } from './layout.js';
import { renderPdf } from './pdf.js';
import { renderXlsx } from './xlsx.js';

export const EXPORT_FORMATS = REPORT_FILE_FORMATS;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export interface ReportFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** Letters and digits of any script survive (a Vietnamese name stays readable); the rest become dashes. */
export const namePart = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'business';

export const reportFileName = (businessName: string, report: Pick<ReportData, 'type' | 'from' | 'to'>, format: ExportFormat): string =>
  `${namePart(businessName)}-${report.type}-${report.from}-${report.to}.${format}`;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The brand of the business's client; its logo bytes are read only when asked for. */
export async function brandOf(
  ctx: AppContext,
  businessId: string,
  options: { withLogo: boolean } = { withLogo: true },
): Promise<ReportBrand> {
  const [row] = await ctx.db
    .select({ name: brands.name, primaryColor: brands.primaryColor, logo: brands.logo })
    .from(businesses)
    .innerJoin(clients, eq(clients.id, businesses.clientId))
    .innerJoin(brands, eq(brands.id, clients.brandId))
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row) return { name: 'Ledgerdesk', primaryColor: '#1c7ed6', logo: null };
  const stream = row.logo && options.withLogo ? await ctx.storage.read(row.logo) : undefined;
  return { name: row.name, primaryColor: row.primaryColor, logo: stream ? await readAll(stream) : null };
}

/** Renders computed report data for a business the caller has already been checked against; `columns` picks some. */
export async function renderReportFile(
  ctx: AppContext,
  business: ReportBusiness,
  report: ReportData,
  format: ExportFormat,
  columns?: readonly ReportColumnKey[],
  language: AccountLanguage = 'en',
): Promise<ReportFile> {
  const header = {
    businessName: business.name,
    abn: business.abn,
    basis: business.gstBasis,
    approval: await approvalOf(ctx.db, business.id, report.type, report),
  };
  const doc = withColumns(reportDocument(report, header, language), columns);
  const bytes =
    format === 'pdf' ? await renderPdf(doc, await brandOf(ctx, business.id)) : format === 'xlsx' ? await renderXlsx(doc) : renderCsv(doc);
  return { fileName: reportFileName(business.name, report, format), contentType: EXPORT_CONTENT_TYPES[format], bytes };
}

export async function exportReport(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  type: ReportType,
  query: ReportOptions,
  format: ExportFormat,
  language: AccountLanguage,
): Promise<ReportFile> {
  const business = await reportBusinessInScope(ctx.db, actor, businessId);
  return renderReportFile(ctx, business, await computeReport(ctx.db, business, type, query), format, undefined, language);
}
