/** All SQL on brands and the services they offer. */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { clients } from '../users/users.tables.js';
import { services, type ServiceRow } from '../services/index.js';
import type { BrandSort } from './brands.schema.js';
import { brands, brandServices } from './brands.tables.js';

export type BrandRow = typeof brands.$inferSelect;
export type BrandWithCount = BrandRow & { clientCount: number };

export const BRAND_SLUG_CONSTRAINT = 'brands_slug_unique';

export interface BrandFilter {
  keyword?: string | undefined;
  status?: BrandRow['status'] | undefined;
  sort: BrandSort;
  skip: number;
  limit: number;
}

/** `%`, `_` and `\` typed by a user are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ORDER: Record<BrandSort, SQL[]> = {
  name: [asc(brands.name)],
  '-name': [desc(brands.name)],
  slug: [asc(brands.slug)],
  '-slug': [desc(brands.slug)],
  createdAt: [asc(brands.createdAt)],
  '-createdAt': [desc(brands.createdAt)],
  status: [asc(brands.status), asc(brands.name)],
};

export async function listBrands(db: Db, filter: BrandFilter): Promise<{ rows: BrandWithCount[]; total: number }> {
  const pattern = filter.keyword ? likePattern(filter.keyword) : undefined;
  const where = and(
    pattern ? or(ilike(brands.name, pattern), ilike(brands.slug, pattern), ilike(brands.contactEmail, pattern)) : undefined,
    filter.status ? eq(brands.status, filter.status) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(brands)
      .where(where)
      // The id last keeps pages stable when names or dates tie.
      .orderBy(...ORDER[filter.sort], asc(brands.id))
      .offset(filter.skip)
      .limit(filter.limit),
    db.select({ total: count() }).from(brands).where(where),
  ]);
  const counts = await countClientsByBrand(
    db,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => ({ ...row, clientCount: counts.get(row.id) ?? 0 })), total: totals?.total ?? 0 };
}

/** Clients per brand, for the brands of one page only. */
async function countClientsByBrand(db: Db, brandIds: readonly string[]): Promise<Map<string, number>> {
  if (brandIds.length === 0) return new Map();
  const rows = await db
    .select({ brandId: clients.brandId, n: count() })
    .from(clients)
    .where(inArray(clients.brandId, [...brandIds]))
    .groupBy(clients.brandId);
  return new Map(rows.map((row) => [row.brandId, row.n]));
}

export async function findBrand(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<BrandRow | undefined> {
  const query = db.select().from(brands).where(eq(brands.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findBrandBySlug(db: Db, slug: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.slug, slug)).limit(1);
  return row;
}

export async function insertBrand(db: Db, values: typeof brands.$inferInsert): Promise<BrandRow | undefined> {
  const [row] = await db.insert(brands).values(values).onConflictDoNothing({ target: brands.slug }).returning();
  return row;
}

export async function updateBrand(db: Db, id: string, values: Partial<typeof brands.$inferInsert>): Promise<BrandRow | undefined> {
  const [row] = await db
    .update(brands)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(brands.id, id))
    .returning();
  return row;
}

export function listBrandServices(db: Db, brandId: string): Promise<ServiceRow[]> {
  return db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      active: services.active,
      sortOrder: services.sortOrder,
      createdAt: services.createdAt,
      updatedAt: services.updatedAt,
    })
    .from(brandServices)
    .innerJoin(services, eq(services.id, brandServices.serviceId))
    .where(eq(brandServices.brandId, brandId))
    .orderBy(asc(services.sortOrder), asc(services.name), asc(services.id));
}

export async function replaceBrandServices(db: Db, brandId: string, serviceIds: readonly string[]): Promise<void> {
  await db.delete(brandServices).where(eq(brandServices.brandId, brandId));
  if (serviceIds.length > 0) await db.insert(brandServices).values(serviceIds.map((serviceId) => ({ brandId, serviceId })));
}

export type ClientCounts = { active: number; inactive: number; archived: number; total: number };

export async function countClientsByStatus(db: Db, brandId: string): Promise<ClientCounts> {
  const rows = await db
    .select({ status: clients.status, n: count() })
    .from(clients)
    .where(eq(clients.brandId, brandId))
    .groupBy(clients.status);
  const counts: ClientCounts = { active: 0, inactive: 0, archived: 0, total: 0 };
  for (const row of rows) {
    counts[row.status] = row.n;
    counts.total += row.n;
  }
  return counts;
}
