/**
 * Saved reports (/driven-report): kept per business, reached through the business's scope, every
 * write audited. An embed link is a signed token naming one saved report; whoever holds it sees
 * that report, computed afresh, until the link expires or the report is deleted.
 */
import {
  drivenDefinitionSchema,
  type AccountLanguage,
  type DrivenDefinition,
  type DrivenReportDto,
  type PublicDrivenReport,
  type ReportData,
} from '@ledgerdesk/domain';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../../platform/auth/guard.js';
import type { AppContext } from '../../../platform/context.js';
import type { Db } from '../../../platform/db/client.js';
import { command } from '../../../platform/db/command.js';
import { Errors } from '../../../platform/errors.js';
import { businesses, businessScope } from '../../businesses/index.js';
import { computeReport } from '../compute.js';
import { reportBusinessInScope, todayInAustralia, type ReportBusiness } from '../report-scope.js';
import { brandOf, renderReportFile, type ExportFormat, type ReportFile } from '../export/export.service.js';
import { resolvePeriod } from './driven.period.js';
import * as repo from './driven.repo.js';
import type { UpdateDrivenReportInput } from './driven.schema.js';
import { embedLinkInvalid, signEmbedToken, verifyEmbedToken } from './embed-token.js';

/** A stored definition read back through the schema, so an older shape gets today's defaults. */
const definitionOf = (row: repo.SavedReportRow): DrivenDefinition => drivenDefinitionSchema.parse(row.definition);

function present(row: repo.SavedReportView): DrivenReportDto {
  const definition = definitionOf(row);
  return {
    id: row.id,
    businessId: row.businessId,
    businessName: row.businessName,
    name: row.name,
    definition,
    resolvedPeriod: resolvePeriod(definition.period, todayInAustralia(), row.financialYearStartMonth),
    createdBy: row.createdBy ? { id: row.createdBy, name: `${row.creatorFirstName ?? ''} ${row.creatorLastName ?? ''}`.trim() } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const auditable = (row: Pick<repo.SavedReportRow, 'businessId' | 'name' | 'definition'>) => ({
  businessId: row.businessId,
  name: row.name,
  definition: row.definition,
});

/** The saved report if its business is in the caller's scope: otherwise it is simply not found. */
async function findInScope(db: Db, actor: AuthUser, id: string): Promise<repo.SavedReportView> {
  const row = await repo.findSavedReport(db, id, businessScope(actor));
  if (!row) throw Errors.notFound('Saved report');
  return row;
}

export async function listDrivenReports(ctx: AppContext, actor: AuthUser, businessId: string): Promise<DrivenReportDto[]> {
  await reportBusinessInScope(ctx.db, actor, businessId);
  return (await repo.listSavedReports(ctx.db, businessId)).map(present);
}

export async function getDrivenReport(ctx: AppContext, actor: AuthUser, id: string): Promise<DrivenReportDto> {
  return present(await findInScope(ctx.db, actor, id));
}

export async function createDrivenReport(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  input: { name: string; definition: DrivenDefinition },
): Promise<DrivenReportDto> {
  await reportBusinessInScope(ctx.db, actor, businessId);
  const id = await command(ctx, actor, async (cmd) => {
    const row = await repo.insertSavedReport(cmd.db, { businessId, name: input.name, definition: input.definition, createdBy: actor.id });
    await cmd.audit({ action: 'saved_report.created', entity: 'saved_report', entityId: row.id, after: auditable(row) });
    return row.id;
  });
  return getDrivenReport(ctx, actor, id);
}

export async function updateDrivenReport(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  input: UpdateDrivenReportInput,
): Promise<DrivenReportDto> {
  await command(ctx, actor, async (cmd) => {
    const before = await findInScope(cmd.db, actor, id);
    const after = { businessId: before.businessId, name: input.name ?? before.name, definition: input.definition ?? before.definition };
    await repo.updateSavedReport(cmd.db, id, { name: after.name, definition: after.definition });
    await cmd.audit({
      action: 'saved_report.updated',
      entity: 'saved_report',
      entityId: id,
      before: auditable(before),
      after: auditable(after),
    });
  });
  return getDrivenReport(ctx, actor, id);
}

export async function deleteDrivenReport(ctx: AppContext, actor: AuthUser, id: string): Promise<void> {
  await command(ctx, actor, async (cmd) => {
    const before = await findInScope(cmd.db, actor, id);
    await repo.deleteSavedReport(cmd.db, id);
    await cmd.audit({ action: 'saved_report.deleted', entity: 'saved_report', entityId: id, before: auditable(before) });
  });
}

export async function createEmbedLink(ctx: AppContext, actor: AuthUser, id: string, expiresInHours: number) {
  const row = await findInScope(ctx.db, actor, id);
  const expiresAt = new Date(Date.now() + expiresInHours * 3_600_000);
  const token = await signEmbedToken(ctx, row.id, expiresAt);
  await command(ctx, actor, (cmd) =>
    cmd.audit({
      action: 'saved_report.embed_link_created',
      entity: 'saved_report',
      entityId: id,
      after: { expiresAt: expiresAt.toISOString() },
    }),
  );
  return { url: `${ctx.config.appUrl}/driven-report/iframe?token=${encodeURIComponent(token)}`, token, expiresAt: expiresAt.toISOString() };
}

async function businessOf(db: Db, id: string): Promise<ReportBusiness> {
  const [row] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      lockDate: businesses.lockDate,
      financialYearStartMonth: businesses.financialYearStartMonth,
      abn: businesses.abn,
      gstRegistered: businesses.gstRegistered,
      gstBasis: businesses.gstBasis,
      basFrequency: businesses.basFrequency,
    })
    .from(businesses)
    .where(eq(businesses.id, id))
    .limit(1);
  if (!row) throw Errors.notFound('Business');
  return row;
}

async function computeSaved(ctx: AppContext, row: repo.SavedReportView, business: ReportBusiness): Promise<ReportData> {
  const definition = definitionOf(row);
  const period = resolvePeriod(definition.period, todayInAustralia(), business.financialYearStartMonth);
  return computeReport(ctx.db, business, definition.type, { ...period, compare: definition.compare, basis: definition.basis });
}

export type EmbeddedReport = { kind: 'file'; file: ReportFile } | { kind: 'json'; json: PublicDrivenReport };

/** GET /public/driven-reports?token=: the report as JSON, or as a file when `format` is given. */
export async function openEmbeddedReport(
  ctx: AppContext,
  token: string,
  format: ExportFormat | undefined,
  language: AccountLanguage,
): Promise<EmbeddedReport> {
  const id = await verifyEmbedToken(ctx, token);
  // The report was deleted after the link was made: the link dies with it.
  const row = await repo.findSavedReport(ctx.db, id, undefined);
  if (!row) throw embedLinkInvalid();
  const business = await businessOf(ctx.db, row.businessId);
  const report = await computeSaved(ctx, row, business);
  const definition = definitionOf(row);
  if (format) return { kind: 'file', file: await renderReportFile(ctx, business, report, format, definition.columns, language) };
  const brand = await brandOf(ctx, business.id, { withLogo: false });
  return {
    kind: 'json',
    json: {
      name: row.name,
      businessName: business.name,
      definition,
      brand: { name: brand.name, primaryColor: brand.primaryColor },
      report,
    },
  };
}
