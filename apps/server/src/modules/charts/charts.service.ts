/**
 * Chart-of-accounts templates: system templates (Super Admin) and brand templates derived from
 * them. Staff read them; brand staff see the system templates and their own brand's only. A
 * template's accounts are edited with the same rules as a business's (accounts.service.ts).
 */
import { Role, message } from '@ledgerdesk/domain';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command, type Command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { brands } from '../brands/brands.tables.js';
import type { ChartTarget } from './accounts.service.js';
import { presentChart } from './charts.presenter.js';
import * as repo from './charts.repo.js';
import type { BrandChartInput, ChartDto, CreateChartInput } from './charts.schema.js';
import { charts } from './charts.tables.js';

/** Brand Admins and Brand Managers work within one brand; other staff see every brand's templates. */
const ownBrand = (actor: AuthUser): string | undefined =>
  (actor.roleId === Role.BrandAdmin || actor.roleId === Role.BrandManager) && actor.brandId ? actor.brandId : undefined;

export async function listCharts(
  ctx: AppContext,
  actor: AuthUser,
  query: { kind?: 'system' | 'brand' | undefined; brandId?: string | undefined },
): Promise<ChartDto[]> {
  const rows = await repo.listTemplates(ctx.db, { ...query, onlyBrandId: ownBrand(actor) });
  return rows.map(presentChart);
}

/** A template the actor may see, or 404. */
async function visibleTemplate(db: Db, actor: AuthUser, id: string): Promise<repo.ChartRow> {
  const row = await repo.findTemplate(db, id);
  const brand = ownBrand(actor);
  if (!row || (brand && row.kind === 'brand' && row.brandId !== brand)) throw Errors.notFound('Chart');
  return row;
}

export async function getChart(ctx: AppContext, actor: AuthUser, id: string): Promise<ChartDto> {
  await visibleTemplate(ctx.db, actor, id);
  return mustPresent(ctx.db, id);
}

export async function templateTarget(db: Db, actor: AuthUser, id: string): Promise<ChartTarget> {
  const row = await visibleTemplate(db, actor, id);
  return { chartId: row.id, businessId: null };
}

async function mustPresent(db: Db, id: string): Promise<ChartDto> {
  const view = await repo.findChartView(db, id);
  if (!view) throw Errors.notFound('Chart');
  return presentChart(view);
}

/** Copies `source` (when given) into a new template, with its audit record. */
async function makeTemplate(
  cmd: Command,
  values: { kind: 'system' | 'brand'; name: string; brandId: string | null },
  source: repo.ChartRow | undefined,
) {
  if (await repo.templateNameTaken(cmd.db, values.kind, values.name, values.brandId)) {
    throw Errors.conflict(message(`charts.${values.kind}TemplateTaken`, { name: values.name }));
  }
  const chart = await repo.insertChart(cmd.db, { ...values, sourceChartId: source?.id ?? null });
  const accountCount = source ? await repo.copyAccounts(cmd.db, source.id, chart.id) : 0;
  await cmd.audit({
    action: 'chart.created',
    entity: 'chart',
    entityId: chart.id,
    after: { ...values, sourceChartId: source?.id ?? null, accountCount },
  });
  return chart;
}

export async function createChart(ctx: AppContext, actor: AuthUser, input: CreateChartInput): Promise<ChartDto> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    const source = input.sourceChartId ? await repo.findTemplate(db, input.sourceChartId) : undefined;
    if (input.sourceChartId && !source) throw Errors.badRequest(message('charts.unknownSource'));
    const chart = await makeTemplate(cmd, { kind: 'system', name: input.name, brandId: null }, source);
    return mustPresent(db, chart.id);
  });
}

async function findBrand(db: Db, id: string, forUpdate = false) {
  const query = db
    .select({ id: brands.id, name: brands.name, coaTemplateId: brands.coaTemplateId })
    .from(brands)
    .where(eq(brands.id, id))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw Errors.notFound('Brand');
  return row;
}

/** A brand template copied from a system template, which new businesses of the brand then start from. */
export async function deriveBrandChart(ctx: AppContext, actor: AuthUser, brandId: string, input: BrandChartInput): Promise<ChartDto> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    const brand = await findBrand(db, brandId, true);
    const source = await repo.findTemplate(db, input.sourceChartId);
    if (!source || source.kind !== 'system') throw Errors.badRequest(message('charts.systemSourceOnly'));
    const name = input.name ?? `${brand.name} – ${source.name}`;
    const chart = await makeTemplate(cmd, { kind: 'brand', name, brandId }, source);
    await db.update(brands).set({ coaTemplateId: chart.id, updatedAt: new Date() }).where(eq(brands.id, brandId));
    await cmd.audit({
      action: 'brand.chart_set',
      entity: 'brand',
      entityId: brandId,
      before: { coaTemplateId: brand.coaTemplateId },
      after: { coaTemplateId: chart.id },
    });
    return mustPresent(db, chart.id);
  });
}

/** The template the brand's new businesses start from, or null when it uses the system default. */
export async function getBrandChart(ctx: AppContext, brandId: string): Promise<ChartDto | null> {
  const brand = await findBrand(ctx.db, brandId);
  if (!brand.coaTemplateId) return null;
  const view = await repo.findChartView(ctx.db, brand.coaTemplateId);
  return view ? presentChart(view) : null;
}

export async function renameChart(ctx: AppContext, actor: AuthUser, id: string, name: string): Promise<ChartDto> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    const before = await repo.findTemplate(db, id, { forUpdate: true });
    if (!before) throw Errors.notFound('Chart');
    if (before.name !== name) {
      const renamed = before.name.toLowerCase() !== name.toLowerCase();
      if (renamed && before.kind !== 'business' && (await repo.templateNameTaken(db, before.kind, name, before.brandId))) {
        throw Errors.conflict(message(`charts.${before.kind}TemplateTaken`, { name }));
      }
      await db.update(charts).set({ name, updatedAt: new Date() }).where(eq(charts.id, id));
      await cmd.audit({
        action: 'chart.renamed',
        entity: 'chart',
        entityId: id,
        before: { name: before.name },
        after: { name },
      });
    }
    return mustPresent(db, id);
  });
}
