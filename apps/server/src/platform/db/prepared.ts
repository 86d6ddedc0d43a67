/**
 * Reads on the hottest paths (the signed-in user of every request, the client list) as named
 * prepared statements. PostgreSQL then parses each text once per connection instead of on every
 * request, and keeps its plan as well when the values cannot change it (a statement without
 * parameters; otherwise it chooses by cost, and the client list's filtered pages are planned
 * on each run). For the client list's first page, planning took twice as long as running it.
 * Each distinct text gets a name of its own, so two texts never share one; past MAX_NAMES
 * (texts are built from code, so this means something is generating them) statements run
 * unnamed again. PGlite and open transactions run the statement unnamed, like every other query.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.js';

const MAX_NAMES = 500;
const names = new Map<string, string>();
const dialect = new PgDialect();

function nameFor(text: string): string | undefined {
  let name = names.get(text);
  if (!name && names.size < MAX_NAMES) {
    name = `ld_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

export async function preparedRows(db: Db, query: SQL): Promise<Array<Record<string, unknown>>> {
  // A transaction is not the top-level database: it has no pool of its own.
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return (await db.execute(query)).rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await pool.query<Record<string, unknown>>({ name: nameFor(text), text, values: params });
  return result.rows;
}

/**
 * A fragment without values (column lists, sort orders) rendered to text once, at load: rendering
 * drizzle's column references again on every request was a good part of a list request's CPU.
 */
export function fixedSql(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error('fixedSql takes a fragment without values');
  return sql.raw(text);
}
