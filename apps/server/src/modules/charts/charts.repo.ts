/**
 * SQL on charts: templates (system and brand), business charts, and copying one chart's accounts
 * into another in a single INSERT … SELECT.
 */
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { brands } from '../brands/brands.tables.js';
import { businesses } from '../businesses/businesses.tables.js';
import { clients } from '../users/users.tables.js';
import { accounts, charts } from './charts.tables.js';

export type ChartRow = typeof charts.$inferSelect;
export type ChartView = ChartRow & { brandName: string | null; accountCount: number };

const accountCount = sql<number>`(select count(*) from ${accounts} where ${accounts.chartId} = ${charts.id})`.mapWith(Number);

const viewColumns = {
  id: charts.id,
  kind: charts.kind,
  name: charts.name,
  brandId: charts.brandId,
  businessId: charts.businessId,
  sourceChartId: charts.sourceChartId,
  createdAt: charts.createdAt,
  updatedAt: charts.updatedAt,
  brandName: brands.name,
  accountCount,
};

const isTemplate = inArray(charts.kind, ['system', 'brand']);

export interface TemplateFilter {
  kind?: 'system' | 'brand' | undefined;
  brandId?: string | undefined;
  /** Brand staff see the system templates and their own brand's only. */
  onlyBrandId?: string | undefined;
}

export async function listTemplates(db: Db, filter: TemplateFilter): Promise<ChartView[]> {
  const visible = filter.onlyBrandId ? or(eq(charts.kind, 'system'), eq(charts.brandId, filter.onlyBrandId)) : undefined;
  return db
    .select(viewColumns)
    .from(charts)
    .leftJoin(brands, eq(brands.id, charts.brandId))
    .where(
      and(
        isTemplate,
        visible,
        filter.kind ? eq(charts.kind, filter.kind) : undefined,
        filter.brandId ? eq(charts.brandId, filter.brandId) : undefined,
      ),
    )
    .orderBy(asc(charts.kind), asc(charts.name), asc(charts.id));
}

export async function findChartView(db: Db, id: string, where?: SQL): Promise<ChartView | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(charts)
    .leftJoin(brands, eq(brands.id, charts.brandId))
    .where(and(eq(charts.id, id), where))
    .limit(1);
  return row;
}

/** A system or brand template; a business's chart is reached through its business only. */
export async function findTemplate(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<ChartRow | undefined> {
  const query = db
    .select()
    .from(charts)
    .where(and(eq(charts.id, id), isTemplate))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findSystemTemplateByName(db: Db, name: string): Promise<ChartRow | undefined> {
  const [row] = await db
    .select()
    .from(charts)
    .where(and(eq(charts.kind, 'system'), isNull(charts.brandId), eq(charts.name, name)))
    .orderBy(asc(charts.createdAt), asc(charts.id))
    .limit(1);
  return row;
}

/** The template a business starts from when its brand names none: the first system template, which start-up seeds. */
export async function findDefaultTemplate(db: Db): Promise<ChartRow | undefined> {
  const [row] = await db.select().from(charts).where(eq(charts.kind, 'system')).orderBy(asc(charts.createdAt), asc(charts.id)).limit(1);
  return row;
}

export async function templateNameTaken(db: Db, kind: 'system' | 'brand', name: string, brandId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: charts.id })
    .from(charts)
    .where(
      and(
        eq(charts.kind, kind),
        brandId ? eq(charts.brandId, brandId) : isNull(charts.brandId),
        sql`lower(${charts.name}) = lower(${name})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertChart(db: Db, values: typeof charts.$inferInsert): Promise<ChartRow> {
  const [row] = await db.insert(charts).values(values).returning();
  if (!row) throw new Error('chart not inserted');
  return row;
}

/** Every account of `fromChartId` into `toChartId`, in one statement; answers how many. */
export async function copyAccounts(db: Db, fromChartId: string, toChartId: string): Promise<number> {
  const result = await db.execute(sql`
    with copied as (
      insert into ${accounts} (chart_id, code, name, type, subtype, tax_code, description, system_role, active, sort_order)
      select ${toChartId}::uuid, code, name, type, subtype, tax_code, description, system_role, active, sort_order
      from ${accounts} where chart_id = ${fromChartId}::uuid
      returning 1
    ) select count(*)::int as n from copied`);
  return Number(result.rows[0]?.n ?? 0);
}

export async function touchChart(db: Db, id: string): Promise<void> {
  await db.update(charts).set({ updatedAt: new Date() }).where(eq(charts.id, id));
}

export async function findBusinessChart(db: Db, businessId: string): Promise<ChartRow | undefined> {
  const [row] = await db.select().from(charts).where(eq(charts.businessId, businessId)).limit(1);
  return row;
}

/** The business and the template its brand names (null when the brand names none). */
export async function findBusinessOrigin(
  db: Db,
  businessId: string,
): Promise<{ name: string; brandTemplateId: string | null } | undefined> {
  const [row] = await db
    .select({ name: businesses.name, brandTemplateId: brands.coaTemplateId })
    .from(businesses)
    .innerJoin(clients, eq(clients.id, businesses.clientId))
    .leftJoin(brands, eq(brands.id, clients.brandId))
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row;
}

/** Creates the business's chart unless one exists (a racing creator waits on the unique index, then finds it). */
export async function insertBusinessChart(db: Db, businessId: string, name: string, sourceChartId: string): Promise<ChartRow | undefined> {
  const [row] = await db
    .insert(charts)
    .values({ kind: 'business', name, businessId, sourceChartId })
    .onConflictDoNothing({ target: charts.businessId, where: sql.raw('business_id is not null') })
    .returning();
  return row;
}
