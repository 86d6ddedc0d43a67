/** All SQL on coding rules and their versions. Which rules a caller sees comes from rules.scope.ts. */
import { normaliseText, type RuleStatus } from '@ledgerdesk/domain';
import { and, asc, count, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { brands } from '../brands/index.js';
import { businesses } from '../businesses/index.js';
import { users } from '../users/users.tables.js';
import { codingRules, codingRuleVersions } from './coding.tables.js';

export type RuleRow = typeof codingRules.$inferSelect;
export type RuleInsert = typeof codingRules.$inferInsert;
export type RuleView = RuleRow & { scopeName: string; updatedByName: string | null };
export type VersionRow = typeof codingRuleVersions.$inferSelect;
export type VersionView = VersionRow & { savedByName: string | null };

/** What places a rule: its scope kind and the brand or business it hangs on. */
export type ScopeKey = Pick<RuleRow, 'scopeKind' | 'brandId' | 'businessId'>;

const nameOf = (id: typeof codingRules.updatedBy | typeof codingRuleVersions.savedBy) =>
  sql<string | null>`(select nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '') from ${users} where ${users.id} = ${id})`;

const viewColumns = {
  ...getTableColumns(codingRules),
  scopeName: sql<string>`coalesce(${businesses.name}, ${brands.name}, 'Practice')`,
  updatedByName: nameOf(codingRules.updatedBy),
};

/** Evaluation order: business rules, then brand, then practice; one scope's rules together, by position. */
const evaluationOrder = [
  sql`case ${codingRules.scopeKind} when 'business' then 0 when 'brand' then 1 else 2 end`,
  sql`coalesce(${businesses.name}, ${brands.name}, '')`,
  sql`coalesce(${codingRules.businessId}, ${codingRules.brandId})`,
  asc(codingRules.position),
  asc(codingRules.id),
];

const likePattern = (text: string) => `%${normaliseText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The search over names folds case, accents and spaces like rule text does (ld_normalise). */
export const nameMatches = (q: string): SQL => sql`ld_normalise(${codingRules.name}) like ${likePattern(q)}`;

export function inScope(key: ScopeKey): SQL | undefined {
  return and(
    eq(codingRules.scopeKind, key.scopeKind),
    key.brandId ? eq(codingRules.brandId, key.brandId) : isNull(codingRules.brandId),
    key.businessId ? eq(codingRules.businessId, key.businessId) : isNull(codingRules.businessId),
  );
}

function selectViews(db: Db) {
  return db
    .select(viewColumns)
    .from(codingRules)
    .leftJoin(brands, eq(brands.id, codingRules.brandId))
    .leftJoin(businesses, eq(businesses.id, codingRules.businessId));
}

export async function listRules(db: Db, where: SQL | undefined, page: { skip: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(...evaluationOrder)
      .offset(page.skip)
      .limit(page.limit),
    db.select({ n: count() }).from(codingRules).where(where),
  ]);
  return { rows: rows as RuleView[], total: total?.n ?? 0 };
}

export async function findRuleView(db: Db, id: string, visible: SQL | undefined): Promise<RuleView | undefined> {
  const [row] = await selectViews(db)
    .where(and(eq(codingRules.id, id), visible))
    .limit(1);
  return row;
}

export async function lockRule(db: Db, id: string): Promise<RuleRow | undefined> {
  const [row] = await db.select().from(codingRules).where(eq(codingRules.id, id)).limit(1).for('update');
  return row;
}

/**
 * Serialises the writes that place rules in one scope (a new rule taking the last position, a
 * reorder) until the transaction ends, so two of them never hand out the same position.
 */
export async function lockScopeOrder(db: Db, key: ScopeKey): Promise<void> {
  const name = `coding_rules:${key.scopeKind}:${key.brandId ?? key.businessId ?? ''}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}

export async function nextPosition(db: Db, key: ScopeKey): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${codingRules.position}), 0)`.mapWith(Number) })
    .from(codingRules)
    .where(inScope(key));
  return (row?.last ?? 0) + 1;
}

/** The scope's rules (of one status when given), in their current order. */
export async function scopeRules(db: Db, key: ScopeKey, status: RuleStatus | undefined) {
  return db
    .select({ id: codingRules.id, position: codingRules.position })
    .from(codingRules)
    .where(and(inScope(key), status ? eq(codingRules.status, status) : undefined))
    .orderBy(asc(codingRules.position), asc(codingRules.id));
}

export async function setPositions(db: Db, moves: ReadonlyArray<{ id: string; position: number }>): Promise<void> {
  if (moves.length === 0) return;
  const ids = sql.param(moves.map((m) => m.id));
  const positions = sql.param(moves.map((m) => m.position));
  await db.execute(sql`
    update ${codingRules} set position = m.position
    from unnest(${ids}::uuid[], ${positions}::int[]) as m(id, position)
    where ${codingRules.id} = m.id`);
}

export async function insertRule(db: Db, values: RuleInsert): Promise<RuleRow> {
  const [row] = await db.insert(codingRules).values(values).returning();
  if (!row) throw new Error('coding rule not inserted');
  return row;
}

export async function updateRule(db: Db, id: string, values: Partial<RuleInsert>): Promise<RuleRow> {
  const [row] = await db
    .update(codingRules)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(codingRules.id, id))
    .returning();
  if (!row) throw new Error(`coding rule ${id} vanished`);
  return row;
}

/** Records the rule as it now stands as its version `row.version`. */
export async function insertVersion(db: Db, row: RuleRow, savedBy: string): Promise<void> {
  await db.insert(codingRuleVersions).values({
    ruleId: row.id,
    version: row.version,
    name: row.name,
    mode: row.mode,
    status: row.status,
    conditions: row.conditions,
    actions: row.actions,
    savedBy,
  });
}

export async function listVersions(db: Db, ruleId: string): Promise<VersionView[]> {
  return db
    .select({ ...getTableColumns(codingRuleVersions), savedByName: nameOf(codingRuleVersions.savedBy) })
    .from(codingRuleVersions)
    .where(eq(codingRuleVersions.ruleId, ruleId))
    .orderBy(desc(codingRuleVersions.version));
}

export async function brandExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).limit(1);
  return !!row;
}
