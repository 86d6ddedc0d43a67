/**
 * All SQL on businesses. Readers take the caller's scope condition (businesses.scope.ts) and put
 * it in the query itself, so a business outside it is simply not found.
 */
import { and, asc, count, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { clients, users } from '../users/users.tables.js';
import type { BusinessSort } from './businesses.schema.js';
import { businessCaseManagers, businesses } from './businesses.tables.js';

export type BusinessRow = typeof businesses.$inferSelect;
export type BusinessInsert = typeof businesses.$inferInsert;

/** Case managers of the row's business as a JSON array, in name order, so a list is one query. */
const caseManagersOfRow = sql<Array<{ id: string; name: string }>>`coalesce((
  select json_agg(json_build_object('id', ${users.id}, 'name', trim(${users.firstName} || ' ' || ${users.lastName}))
    order by ${users.firstName}, ${users.lastName}, ${users.id})
  from ${businessCaseManagers} join ${users} on ${users.id} = ${businessCaseManagers.userId}
  where ${businessCaseManagers.businessId} = ${businesses.id}), '[]'::json)`;

const viewColumns = {
  id: businesses.id,
  name: businesses.name,
  legalName: businesses.legalName,
  abn: businesses.abn,
  clientId: businesses.clientId,
  clientName: clients.name,
  clientCode: clients.code,
  status: businesses.status,
  gstRegistered: businesses.gstRegistered,
  gstBasis: businesses.gstBasis,
  basFrequency: businesses.basFrequency,
  financialYearStartMonth: businesses.financialYearStartMonth,
  lockDate: businesses.lockDate,
  caseManagers: caseManagersOfRow,
  createdAt: businesses.createdAt,
};

export interface BusinessFilter {
  scope: SQL | undefined;
  keyword?: string | undefined;
  status?: BusinessRow['status'] | undefined;
  clientId?: string | undefined;
  caseManagerId?: string | undefined;
}

/** `%`, `_` and `\` in what the user typed are matched literally. */
export const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: BusinessFilter): SQL | undefined {
  const pattern = filter.keyword ? likePattern(filter.keyword.toLowerCase()) : undefined;
  return and(
    filter.scope,
    pattern
      ? or(
          ilike(businesses.name, pattern),
          ilike(businesses.legalName, pattern),
          ilike(businesses.abn, pattern.replace(/\s/g, '')),
          ilike(clients.name, pattern),
          ilike(clients.code, pattern),
        )
      : undefined,
    filter.status ? eq(businesses.status, filter.status) : undefined,
    filter.clientId ? eq(businesses.clientId, filter.clientId) : undefined,
    filter.caseManagerId
      ? exists(
          sql`(select 1 from ${businessCaseManagers} where ${businessCaseManagers.businessId} = ${businesses.id}
            and ${businessCaseManagers.userId} = ${filter.caseManagerId})`,
        )
      : undefined,
  );
}

const ORDER: Record<BusinessSort, SQL[]> = {
  name: [asc(businesses.name)],
  '-name': [desc(businesses.name)],
  clientName: [asc(clients.name), asc(businesses.name)],
  '-clientName': [desc(clients.name), asc(businesses.name)],
  createdAt: [asc(businesses.createdAt)],
  '-createdAt': [desc(businesses.createdAt)],
};

export async function listBusinesses(db: Db, filter: BusinessFilter, page: { skip: number; limit: number; sort: BusinessSort }) {
  const where = whereOf(filter);
  const rows = await db
    .select(viewColumns)
    .from(businesses)
    .innerJoin(clients, eq(clients.id, businesses.clientId))
    .where(where)
    // The id breaks ties, so equal names never swap places between pages.
    .orderBy(...ORDER[page.sort], asc(businesses.id))
    .offset(page.skip)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(businesses).innerJoin(clients, eq(clients.id, businesses.clientId)).where(where);
  return { rows, total: total?.n ?? 0 };
}

export type BusinessView = Awaited<ReturnType<typeof listBusinesses>>['rows'][number];

export async function findBusinessView(db: Db, id: string, scope: SQL | undefined): Promise<BusinessView | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(businesses)
    .innerJoin(clients, eq(clients.id, businesses.clientId))
    .where(and(eq(businesses.id, id), scope))
    .limit(1);
  return row;
}

/** The stored row when it is in scope; `forUpdate` locks it until the caller's transaction ends. */
export async function findBusiness(
  db: Db,
  id: string,
  scope: SQL | undefined,
  options: { forUpdate?: boolean } = {},
): Promise<BusinessRow | undefined> {
  const query = db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, id), scope))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertBusiness(db: Db, values: BusinessInsert): Promise<BusinessRow> {
  const [row] = await db.insert(businesses).values(values).returning();
  if (!row) throw new Error('business not inserted');
  return row;
}

export async function updateBusiness(db: Db, id: string, values: Partial<BusinessInsert>): Promise<BusinessRow> {
  const [row] = await db
    .update(businesses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(businesses.id, id))
    .returning();
  if (!row) throw new Error('business not updated');
  return row;
}

/** The client a new business is added to, when the caller sees it; locked so it cannot be archived meanwhile. */
export async function lockClient(db: Db, id: string, scope: SQL | undefined) {
  const [row] = await db
    .select({ id: clients.id, status: clients.status })
    .from(clients)
    .where(and(eq(clients.id, id), scope))
    .limit(1)
    .for('update');
  return row;
}
