/**
 * The client list's SQL, built for 100,000 clients: one statement reads the page and, for those
 * rows only, their brand, region and supervisor names, tags and business counts; the total is a
 * separate count with the same conditions, skipped when the page itself shows it. Sorts ride on
 * indexes: code (unique), created_at, (status, name) — a name sort without a status filter
 * merges the three per-status index scans instead of sorting every row.
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

/** Inner order (on clients) and the same order again on the page's columns; the id breaks ties so pages never overlap. */
const ORDER: Record<ClientSort, { inner: SQL; outer: SQL }> = {
  name: { inner: sql`${clients.name} asc, ${clients.id} asc`, outer: sql`p.name asc, p.id asc` },
  '-name': { inner: sql`${clients.name} desc, ${clients.id} desc`, outer: sql`p.name desc, p.id desc` },
  code: { inner: sql`${clients.code} asc`, outer: sql`p.code asc` },
  '-code': { inner: sql`${clients.code} desc`, outer: sql`p.code desc` },
  createdAt: { inner: sql`${clients.createdAt} asc, ${clients.id} asc`, outer: sql`p.created_at asc, p.id asc` },
  '-createdAt': { inner: sql`${clients.createdAt} desc, ${clients.id} desc`, outer: sql`p.created_at desc, p.id desc` },
  status: { inner: sql`${clients.status} asc, ${clients.name} asc, ${clients.id} asc`, outer: sql`p.status asc, p.name asc, p.id asc` },
};

export interface PageRequest {
  sort: ClientSort;
  skip: number;
  /** Undefined: every matching row (the CSV export). */
  limit: number | undefined;
}

function pageQuery(where: SQL | undefined, status: ClientFilter['status'], page: PageRequest): SQL {
  const { inner, outer } = ORDER[page.sort];
  const limit = page.limit === undefined ? sql`` : sql` limit ${page.limit}`;
  const byName = page.sort === 'name' || page.sort === '-name';
  if (!byName || status || page.limit === undefined) {
    return sql`select ${pageColumns} from ${clients} where ${where ?? sql`true`} order by ${inner} offset ${page.skip}${limit}`;
  }
  // Each branch reads at most skip + limit rows from the (status, name) index; the merge keeps the order.
  const perBranch = page.skip + page.limit;
  const branch = (value: (typeof CLIENT_STATUSES)[number]) =>
    sql`(select ${pageColumns} from ${clients} where ${and(where, eq(clients.status, value))} order by ${inner} limit ${perBranch})`;
  const branches = sql.join(CLIENT_STATUSES.map(branch), sql` union all `);
  return sql`select * from (${branches}) p order by ${outer} offset ${page.skip}${limit}`;
}

const rowSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  abn: z.string().nullable(),
  status: z.enum(CLIENT_STATUSES),
  brand_id: z.string(),
  brand_name: z.string(),
  region_id: z.string(),
  region_name: z.string(),
  supervisor_id: z.string().nullable(),
  supervisor_first_name: z.string().nullable(),
  supervisor_last_name: z.string().nullable(),
  business_count: z.coerce.number().int(),
  tags: z.array(z.object({ id: z.string(), name: z.string(), color: z.string() })),
  created_at: z.string(),
});
export type ClientListRow = z.infer<typeof rowSchema>;

/** The page (or every row) in order, each with its names, tags and business count. */
export async function selectClientRows(db: Db, where: SQL | undefined, status: ClientFilter['status'], page: PageRequest): Promise<ClientListRow[]> {
  const query = sql`select p.id, p.code, p.name, p.email, p.phone, p.address, p.abn, p.status,
      p.brand_id, b.name as brand_name, p.region_id, r.name as region_name,
      p.supervisor_id, s.first_name as supervisor_first_name, s.last_name as supervisor_last_name,
      (select count(*) from ${businesses} where ${businesses.clientId} = p.id)::int as business_count,
      coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by t.name)
        from ${clientTags} ct join ${tags} t on t.id = ct.tag_id where ct.client_id = p.id), '[]'::json) as tags,
      to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
    from (${pageQuery(where, status, page)}) p
    join ${brands} b on b.id = p.brand_id
    join ${regions} r on r.id = p.region_id
    left join ${users} s on s.id = p.supervisor_id
    order by ${ORDER[page.sort].outer}`;
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows.map((row) => rowSchema.parse(typeof row === 'object' && row ? normaliseTags(row) : row));
}

/** Drivers differ on json: PGlite and node-postgres both parse it, but a text fallback is parsed here. */
function normaliseTags(row: object): object {
  const tagsValue = (row as { tags?: unknown }).tags;
  return typeof tagsValue === 'string' ? { ...row, tags: JSON.parse(tagsValue) as unknown } : row;
}

export async function countClients(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(clients).where(where);
  return row?.total ?? 0;
}

/** The page and the total; the count is skipped when a short page already tells it. */
export async function listClientPage(
  db: Db,
  where: SQL | undefined,
  status: ClientFilter['status'],
  page: PageRequest & { limit: number },
): Promise<{ rows: ClientListRow[]; total: number }> {
  const rows = await selectClientRows(db, where, status, page);
  const short = rows.length < page.limit && (rows.length > 0 || page.skip === 0);
  const total = short ? page.skip + rows.length : await countClients(db, where);
  return { rows, total };
}
