/**
 * The client list's SQL, built for 100,000 clients. One statement reads a page with its brand,
 * region and supervisor names, tags and business counts, prepared once per connection
 * (platform/db/prepared.ts). Every sort rides on an index ending in the id: code (unique),
 * (name, id), (created_at, id), and (status, name) for a status filter. The total is a count
 * with the same conditions, skipped when the page itself shows it and otherwise memoised for a
 * few seconds (client-counts.cache.ts).
 *
 * A keyword search takes one of two routes, chosen by how many clients match (a count the total
 * needs anyway). Few matches: the trigram index finds them all and they are ordered, cheap for a
 * few hundred rows. Many: walking the sort's index and testing each row finds a page after a
 * few dozen rows, where the trigram route would fetch and order thousands. The walk is bounded,
 * because matches can sit together far down the order (one family name, sorted by name); a walk
 * that ends short hands over to the trigram route.
 */
import { CLIENT_STATUSES } from '@ledgerdesk/domain';
import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { fixedSql, preparedRows } from '../../platform/db/prepared.js';
import { brands } from '../brands/brands.tables.js';
import { businesses } from '../businesses/index.js';
import { regions } from '../regions/regions.tables.js';
import { tags } from '../tags/tags.tables.js';
import { clients, users } from '../users/users.tables.js';
import { cachedClientCount } from './client-counts.cache.js';
import { inClientScope } from './clients.scope.js';
import type { ClientFilter, ClientSort } from './clients.schema.js';
import { clientTags } from './clients.tables.js';

/** `%`, `_` and `\` typed by a user are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Digits typed with spaces ('51 824 753 556') find the compact ABN that is stored. */
function keywordText(keyword: string): string {
  const trimmed = keyword.trim();
  return /^[\d\s]+$/.test(trimmed) ? trimmed.replace(/\s/g, '') : trimmed;
}

/** The expression of the trigram index clients_search_trgm_idx, so LIKE '%…%' can use it. */
const searchText = fixedSql(
  sql`lower(${clients.name} || ' ' || ${clients.code} || ' ' || ${clients.email} || ' ' || coalesce(${clients.abn}, ''))`,
);

/** The list's conditions: the keyword apart from the rest, because a search may walk the rest in order and test the keyword on each row. */
export interface ClientConditions {
  others: SQL | undefined;
  keyword: SQL | undefined;
}

export function clientConditions(user: AuthUser, filter: Omit<ClientFilter, 'sort'>): ClientConditions {
  const keyword = filter.keyword ? keywordText(filter.keyword) : '';
  return {
    keyword: keyword ? sql`${searchText} like lower(${`%${escapeLike(keyword)}%`})` : undefined,
    others: inClientScope(
      user,
      filter.status ? eq(clients.status, filter.status) : undefined,
      filter.brandId ? eq(clients.brandId, filter.brandId) : undefined,
      filter.regionId ? eq(clients.regionId, filter.regionId) : undefined,
      filter.supervisorId ? eq(clients.supervisorId, filter.supervisorId) : undefined,
      filter.tagId
        ? exists(sql`(select 1 from ${clientTags} where ${clientTags.clientId} = ${clients.id} and ${clientTags.tagId} = ${filter.tagId})`)
        : undefined,
    ),
  };
}

export const allConditions = ({ others, keyword }: ClientConditions): SQL | undefined => and(others, keyword);

const pageColumns = fixedSql(sql`${clients.id}, ${clients.code}, ${clients.name}, ${clients.email}, ${clients.phone}, ${clients.address},
  ${clients.abn}, ${clients.status}, ${clients.brandId}, ${clients.regionId}, ${clients.supervisorId}, ${clients.createdAt}`);

/** The id breaks ties, so pages never overlap or skip a client. */
const ORDER: Record<ClientSort, SQL> = {
  name: fixedSql(sql`${clients.name} asc, ${clients.id} asc`),
  '-name': fixedSql(sql`${clients.name} desc, ${clients.id} desc`),
  code: fixedSql(sql`${clients.code} asc`),
  '-code': fixedSql(sql`${clients.code} desc`),
  createdAt: fixedSql(sql`${clients.createdAt} asc, ${clients.id} asc`),
  '-createdAt': fixedSql(sql`${clients.createdAt} desc, ${clients.id} desc`),
  status: fixedSql(sql`${clients.status} asc, ${clients.name} asc, ${clients.id} asc`),
};

export interface PageRequest {
  sort: ClientSort;
  skip: number;
  /** Undefined: every matching row (the CSV export). */
  limit: number | undefined;
}

/**
 * OFFSET and LIMIT. As parameters, PostgreSQL costs a generic plan as if they took a tenth of the
 * table, so it plans a prepared page afresh on every run. A first page, by far the most asked
 * for, has them written into the text (whole numbers the query schema checked), and its plan is kept.
 */
function pageBounds(page: PageRequest): SQL {
  if (page.limit === undefined) return sql` offset ${page.skip}`;
  if (page.skip === 0) return sql.raw(` offset 0 limit ${Math.trunc(page.limit)}`);
  return sql` offset ${page.skip} limit ${page.limit}`;
}

function orderedPage(where: SQL | undefined, page: PageRequest): SQL {
  return sql`select ${pageColumns} from ${clients} where ${where ?? sql`true`} order by ${ORDER[page.sort]} ${pageBounds(page)}`;
}

/** Every match through the trigram index first (materialized, so the planner cannot walk an index instead), then ordered. */
function matchedPage(conditions: ClientConditions, page: PageRequest): SQL {
  return sql`with matches as materialized (select ${pageColumns} from ${clients} where ${allConditions(conditions) ?? sql`true`})
    select * from matches ${clients} order by ${ORDER[page.sort]} ${pageBounds(page)}`;
}

/** How many matches make walking the sort's index the cheaper route, and how far a walk may go. */
export const WALK = { fromMatches: 2_000, rows: 2_000 };

/** The keyword tested on at most WALK.rows rows of the rest, in order: exact whenever it fills the page. */
function walkedPage(conditions: ClientConditions, page: PageRequest): SQL {
  const order = ORDER[page.sort];
  return sql`select ${pageColumns} from (
      select ${pageColumns}, ${conditions.keyword ?? sql`true`} as hit from ${clients}
      where ${conditions.others ?? sql`true`} order by ${order} limit ${sql.raw(String(WALK.rows))}
    ) ${clients} where hit order by ${order} ${pageBounds(page)}`;
}

// Brand and region names as scalar subqueries rather than joins: the planner has fewer join orders
// to weigh, and planning, paid on every run of a statement with filters, costs as much as running it.
const detailColumns = fixedSql(sql`${pageColumns},
  (select b.name from ${brands} b where b.id = ${clients.brandId}) as brand_name,
  (select r.name from ${regions} r where r.id = ${clients.regionId}) as region_name,
  s.first_name as supervisor_first_name, s.last_name as supervisor_last_name,
  (select count(*) from ${businesses} x where x.client_id = ${clients.id})::int as business_count,
  coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by t.name)
    from ${clientTags} ct join ${tags} t on t.id = ct.tag_id where ct.client_id = ${clients.id}), '[]'::json) as tags`);

const detailJoins = fixedSql(sql`left join ${users} s on s.id = ${clients.supervisorId}`);

/** The page's rows with their brand, region and supervisor names, tags and business counts, in the page's order. */
function withDetails(page: SQL, sort: ClientSort): SQL {
  return sql`select ${detailColumns} from (${page}) ${clients} ${detailJoins} order by ${ORDER[sort]}`;
}

const listRowSchema = z.object({
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
  created_at: z.coerce.date().transform((date) => date.toISOString()),
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

export type ClientListRow = z.output<typeof listRowSchema>;

async function rowsOf(db: Db, page: SQL, sort: ClientSort): Promise<ClientListRow[]> {
  return (await preparedRows(db, withDetails(page, sort))).map((raw) => listRowSchema.parse(raw));
}

/** The page (or every row) in order, each with its names, tags and business count. */
export function selectClientRows(db: Db, where: SQL | undefined, page: PageRequest): Promise<ClientListRow[]> {
  return rowsOf(db, orderedPage(where, page), page.sort);
}

export async function countClients(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(clients)
    .where(where);
  return row?.total ?? 0;
}

async function searchPage(
  db: Db,
  conditions: ClientConditions,
  page: PageRequest & { limit: number },
  total: number,
): Promise<ClientListRow[]> {
  if (total >= WALK.fromMatches) {
    const walked = await rowsOf(db, walkedPage(conditions, page), page.sort);
    if (walked.length === page.limit) return walked;
  }
  return rowsOf(db, matchedPage(conditions, page), page.sort);
}

/** The page and the total; the count is skipped when a short page already tells it, and memoised briefly otherwise. */
export async function listClientPage(
  db: Db,
  conditions: ClientConditions,
  page: PageRequest & { limit: number },
  countKey: string,
): Promise<{ rows: ClientListRow[]; total: number }> {
  const where = allConditions(conditions);
  const count = () => cachedClientCount(db, countKey, () => countClients(db, where));
  if (conditions.keyword) {
    // A search needs its total to choose its route.
    const total = await count();
    return { rows: await searchPage(db, conditions, page, total), total };
  }
  const rows = await selectClientRows(db, where, page);
  const short = rows.length < page.limit && (rows.length > 0 || page.skip === 0);
  return { rows, total: short ? page.skip + rows.length : await count() };
}
