/**
 * The client list's SQL, built for 100,000 clients: one statement reads the page, a second one
 * the brand, region and supervisor names, tags and business counts of those rows only; the total
 * is a count with the same conditions, skipped when the page itself shows it and otherwise
 * memoised for a few seconds (client-counts.cache.ts). Sorts ride on indexes: code (unique),
 * created_at, (status, name) — a name sort without a status filter merges the three per-status
 * index scans instead of sorting every row.
 */
import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { brands } from '../brands/brands.tables.js';
import { businesses } from '../businesses/index.js';
import { regions } from '../regions/regions.tables.js';
import { tags } from '../tags/tags.tables.js';
import { users } from '../users/index.js';
import { cachedClientCount } from './client-counts.cache.js';
import { inClientScope } from './clients.scope.js';
import type { ClientFilter, ClientSort } from './clients.schema.js';
import { clients, clientTags, CLIENT_STATUSES } from './clients.tables.js';

/** `%`, `_` and `\` typed by a user are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Digits typed with spaces ('51 824 753 556') find the compact ABN that is stored. */
function keywordText(keyword: string): string {
  const trimmed = keyword.trim();
  return /^[\d\s]+$/.test(trimmed) ? trimmed.replace(/\s/g, '') : trimmed;
}

/** The expression of the trigram index clients_search_trgm_idx, so LIKE '%…%' can use it. */
const searchText = sql`lower(${clients.name} || ' ' || ${clients.code} || ' ' || ${clients.email} || ' ' || coalesce(${clients.abn}, ''))`;

export function clientConditions(user: AuthUser, filter: Omit<ClientFilter, 'sort'>): SQL | undefined {
  const keyword = filter.keyword ? keywordText(filter.keyword) : '';
  return inClientScope(
    user,
    keyword ? sql`${searchText} like lower(${`%${escapeLike(keyword)}%`})` : undefined,
    filter.status ? eq(clients.status, filter.status) : undefined,
    filter.brandId ? eq(clients.brandId, filter.brandId) : undefined,
    filter.regionId ? eq(clients.regionId, filter.regionId) : undefined,
    filter.supervisorId ? eq(clients.supervisorId, filter.supervisorId) : undefined,
    filter.tagId
      ? exists(sql`(select 1 from ${clientTags} where ${clientTags.clientId} = ${clients.id} and ${clientTags.tagId} = ${filter.tagId})`)
      : undefined,
  );
}

const pageColumns = sql`${clients.id}, ${clients.code}, ${clients.name}, ${clients.email}, ${clients.phone}, ${clients.address},
  ${clients.abn}, ${clients.status}, ${clients.brandId}, ${clients.regionId}, ${clients.supervisorId}, ${clients.createdAt}`;

/** The id breaks ties, so pages never overlap or skip a client. */
const ORDER: Record<ClientSort, SQL> = {
  name: sql`${clients.name} asc, ${clients.id} asc`,
  '-name': sql`${clients.name} desc, ${clients.id} desc`,
  code: sql`${clients.code} asc`,
  '-code': sql`${clients.code} desc`,
  createdAt: sql`${clients.createdAt} asc, ${clients.id} asc`,
  '-createdAt': sql`${clients.createdAt} desc, ${clients.id} desc`,
  status: sql`${clients.status} asc, ${clients.name} asc, ${clients.id} asc`,
};

export interface PageRequest {
  sort: ClientSort;
  skip: number;
  /** Undefined: every matching row (the CSV export). */
  limit: number | undefined;
  /** A keyword narrows the rows: see pageQuery. */
  searching?: boolean;
}

function pageQuery(where: SQL | undefined, status: ClientFilter['status'], page: PageRequest): SQL {
  const order = ORDER[page.sort];
  const limit = page.limit === undefined ? sql`` : sql` limit ${page.limit}`;
  if (page.searching) {
    // The trigram index finds the matches first; ordering them is cheap. Walking a sorted index
    // and testing each row instead (the planner's choice for a small page) reads most of the
    // table when the matches sit together in that order, as names of one family do.
    return sql`with matches as materialized (select ${pageColumns} from ${clients} where ${where ?? sql`true`})
      select * from matches ${clients} order by ${order} offset ${page.skip}${limit}`;
  }
  const byName = page.sort === 'name' || page.sort === '-name';
  if (!byName || status || page.limit === undefined) {
    return sql`select ${pageColumns} from ${clients} where ${where ?? sql`true`} order by ${order} offset ${page.skip}${limit}`;
  }
  // Each branch reads at most skip + limit rows from the (status, name) index; the merge keeps the order.
  const perBranch = page.skip + page.limit;
  const branch = (value: (typeof CLIENT_STATUSES)[number]) =>
    sql`(select ${pageColumns} from ${clients} where ${and(where, eq(clients.status, value))} order by ${order} limit ${perBranch})`;
  const branches = sql.join(CLIENT_STATUSES.map(branch), sql` union all `);
  const merged = page.sort === 'name' ? sql`p.name asc, p.id asc` : sql`p.name desc, p.id desc`;
  return sql`select * from (${branches}) p order by ${merged} offset ${page.skip}${limit}`;
}

const pageRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  abn: z.string().nullable(),
  status: z.enum(CLIENT_STATUSES),
  brand_id: z.string(),
  region_id: z.string(),
  supervisor_id: z.string().nullable(),
  created_at: z.coerce.date(),
});

const detailRowSchema = z.object({
  id: z.string(),
  brand_name: z.string(),
  region_name: z.string(),
  supervisor_first_name: z.string().nullable(),
  supervisor_last_name: z.string().nullable(),
  business_count: z.coerce.number().int(),
  // PGlite and node-postgres both parse json; a driver that hands back text is parsed here.
  tags: z.preprocess(
    (value) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value),
    z.array(z.object({ id: z.string(), name: z.string(), color: z.string() })),
  ),
});

export type ClientListRow = Omit<z.infer<typeof pageRowSchema>, 'created_at'> & Omit<z.infer<typeof detailRowSchema>, 'id'> & { created_at: string };

const DETAIL_BATCH = 500;

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/** Names, tags and business counts of the given clients; a page's worth at a time keeps each statement small. */
async function selectClientDetails(db: Db, ids: readonly string[]): Promise<Map<string, z.infer<typeof detailRowSchema>>> {
  const details = new Map<string, z.infer<typeof detailRowSchema>>();
  for (let start = 0; start < ids.length; start += DETAIL_BATCH) {
    const batch = ids.slice(start, start + DETAIL_BATCH);
    const result = await db.execute(sql`select c.id, b.name as brand_name, r.name as region_name,
        s.first_name as supervisor_first_name, s.last_name as supervisor_last_name,
        (select count(*) from ${businesses} x where x.client_id = c.id)::int as business_count,
        coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by t.name)
          from ${clientTags} ct join ${tags} t on t.id = ct.tag_id where ct.client_id = c.id), '[]'::json) as tags
      from ${clients} c
      join ${brands} b on b.id = c.brand_id
      join ${regions} r on r.id = c.region_id
      left join ${users} s on s.id = c.supervisor_id
      where c.id in (${sql.join(batch.map((id) => sql`${id}`), sql`, `)})`);
    for (const raw of rowsOf(result)) {
      const row = detailRowSchema.parse(raw);
      details.set(row.id, row);
    }
  }
  return details;
}

/**
 * The page (or every row) in order, each with its names, tags and business count. Two small
 * statements plan faster than one that does both (about 1 ms against 2–4 ms), which is most of
 * the cost of a page.
 */
export async function selectClientRows(db: Db, where: SQL | undefined, status: ClientFilter['status'], page: PageRequest): Promise<ClientListRow[]> {
  const rows = rowsOf(await db.execute(pageQuery(where, status, page))).map((raw) => pageRowSchema.parse(raw));
  if (rows.length === 0) return [];
  const details = await selectClientDetails(db, rows.map((row) => row.id));
  return rows.flatMap((row) => {
    const detail = details.get(row.id);
    // A client deleted between the two statements is left out rather than shown half.
    if (!detail) return [];
    const { id: _id, ...extra } = detail;
    return [{ ...row, ...extra, created_at: row.created_at.toISOString() }];
  });
}

export async function countClients(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(clients).where(where);
  return row?.total ?? 0;
}

/** The page and the total; the count is skipped when a short page already tells it, and memoised briefly otherwise. */
export async function listClientPage(
  db: Db,
  where: SQL | undefined,
  status: ClientFilter['status'],
  page: PageRequest & { limit: number },
  countKey: string,
): Promise<{ rows: ClientListRow[]; total: number }> {
  const rows = await selectClientRows(db, where, status, page);
  const short = rows.length < page.limit && (rows.length > 0 || page.skip === 0);
  const total = short ? page.skip + rows.length : await cachedClientCount(db, countKey, () => countClients(db, where));
  return { rows, total };
}
