/**
 * In-memory PGlite databases for the test files of one worker. Loading the template dump costs
 * about 1.2 s of CPU a database (2 s with the app), close to 100 files on every run; emptying a
 * database another file has finished with costs a tenth of that. A released database is put back
 * as the template left it: every table emptied (the job queue's too), the template's rows and
 * sequence positions restored, the session reset. Files of a worker run one after another, but a file may hold
 * several apps at once, so the pool hands out a fresh database when none is free.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openPglite, type Database } from '../src/platform/db/client.js';

interface Pooled {
  database: Database;
  reset: () => Promise<void>;
}

const free: Pooled[] = [];

/** A database as the template left it; `release` hands it back for the next file. */
export async function takePglite(): Promise<{ database: Database; release: () => Promise<void> }> {
  const pooled = free.pop() ?? (await openFromTemplate());
  return {
    database: { ...pooled.database, close: () => Promise.resolve() },
    release: async () => {
      await pooled.reset();
      free.push(pooled);
    },
  };
}

async function openFromTemplate(): Promise<Pooled> {
  const database = await openPglite(undefined, new Blob([readFileSync(inject('pgliteTemplate'))]));
  const { db } = database;
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];
  // The app's tables and the job queue's (its schema version stays, its jobs and timers go).
  const tables = await rows<{ schema: string; table: string; name: string; copy: string }>(
    sql`select schemaname as schema, tablename as table, quote_ident(schemaname) || '.' || quote_ident(tablename) as name,
          quote_ident(schemaname || '__' || tablename) as copy
        from pg_tables where schemaname in ('public', 'pgboss') order by 1, 2`,
  );
  // The template's reference rows, kept beside the tables they fill, to put back on each reset.
  await db.execute(sql.raw('create schema ld_template'));
  const seeded: string[] = [];
  for (const { schema, table, name, copy } of tables) {
    await db.execute(sql.raw(`create table ld_template.${copy} as select * from only ${name}`));
    const [count] = await rows<{ n: number }>(sql.raw(`select count(*)::int as n from ld_template.${copy}`));
    if (!count || count.n === 0) continue;
    // Generated columns are computed again; identity ones keep the template's values.
    const columns = await rows<{ name: string }>(
      sql`select quote_ident(column_name) as name from information_schema.columns
          where table_schema = ${schema} and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
    );
    const list = columns.map((c) => c.name).join(', ');
    seeded.push(`insert into ${name} (${list}) overriding system value select ${list} from ld_template.${copy}`);
  }
  const sequences = await rows<{ name: string; value: string; called: boolean }>(
    sql`select quote_ident(sequencename) as name, last_value::text as value, last_value is not null as called
        from pg_sequences where schemaname = 'public'`,
  );
  const restore = [
    // A file that ended inside a transaction must not carry it into the next.
    'rollback',
    'discard all',
    'begin',
    `truncate ${tables.map((t) => t.name).join(', ')} restart identity cascade`,
    // The copies go in without firing foreign-key checks: they held together in the template.
    `set session_replication_role = replica`,
    ...seeded,
    `set session_replication_role = default`,
    ...sequences.filter((s) => s.called).map((s) => `select setval('public.${s.name}', ${s.value}, true)`),
    'commit',
  ];
  return {
    database,
    reset: async () => {
      for (const statement of restore) await db.execute(sql.raw(statement));
    },
  };
}
