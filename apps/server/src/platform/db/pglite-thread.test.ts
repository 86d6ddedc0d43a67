/** The embedded database in its thread: one session kept in order, errors and notices as PGlite gives them, the main thread free. */
import { setTimeout } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './client.js';
import { dbErrorInfo } from './errors.js';
import { PgliteThread } from './pglite-thread.js';

// The thread is the embedded database's; the PostgreSQL run has nothing of it to test.
describe.runIf(process.env.TEST_DB === 'pglite')('the embedded database thread', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await PgliteThread.open(undefined);
    await thread.exec('create table notes (id int primary key, body text not null)');
  });
  afterAll(() => thread.close());

  it('holds the session for a transaction: a statement outside waits for its commit', async () => {
    const log: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = thread.transaction(async (tx) => {
      await tx.query('insert into notes values (1, $1)', ['first']);
      log.push('inserted');
      await held;
      log.push('committing');
    });
    await setTimeout(20);
    const outside = thread.query<{ n: number }>('select count(*)::int as n from notes').then((result) => {
      log.push('counted');
      return result.rows[0]?.n;
    });
    await setTimeout(20);
    release();
    await transaction;
    expect(await outside).toBe(1);
    expect(log).toEqual(['inserted', 'committing', 'counted']);
  });

  it('rolls a failed transaction back and serves the next statement', async () => {
    const failed = thread.transaction(async (tx) => {
      await tx.query('insert into notes values (2, $1)', ['second']);
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    const { rows } = await thread.query<{ id: number }>('select id from notes order by id');
    expect(rows).toEqual([{ id: 1 }]);
  });

  it('gives a refused statement PostgreSQL’s code and constraint', async () => {
    const refused = await thread.query('insert into notes values (1, $1)', ['again']).catch((error: unknown) => error);
    expect(dbErrorInfo(refused)).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
  });

  it('keeps the types a caller asks for as text, and parses the others', async () => {
    const asked = { parsers: { 1082: (text: string) => text } };
    const [row] = (await thread.query<{ day: unknown; n: unknown }>(`select date '2026-11-28' as day, 7::int as n`, [], asked)).rows;
    expect(row).toEqual({ day: '2026-11-28', n: 7 });
    const [parsed] = (await thread.query<{ day: unknown }>(`select date '2026-11-28' as day`)).rows;
    expect(parsed?.day).toBeInstanceOf(Date);
  });

  it('passes notifications to whoever listens on the channel', async () => {
    const heard: string[] = [];
    const stop = await thread.listen('jobs', (payload) => heard.push(payload));
    await thread.query(`select pg_notify('jobs', 'work')`);
    await stop();
    await thread.query(`select pg_notify('jobs', 'unheard')`);
    expect(heard).toEqual(['work']);
  });

  it('leaves the main thread free while a statement runs', async () => {
    const order: string[] = [];
    const slow = thread.query('select pg_sleep(0.5)').then(() => order.push('statement'));
    await setTimeout(10).then(() => order.push('timer'));
    await slow;
    expect(order).toEqual(['timer', 'statement']);
  });

  it('starts another database from its dump', async () => {
    const copy = await PgliteThread.open(undefined, await thread.dumpDataDir());
    const { rows } = await copy.query<{ body: string }>('select body from notes');
    await copy.close();
    expect(rows).toEqual([{ body: 'first' }]);
  });
});

describe.runIf(process.env.TEST_DB === 'pglite')('the embedded database’s state', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite(undefined);
  });
  afterAll(() => database.close());

  it('is busy while a transaction holds the session, ok once it ends, down once closed', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    await setTimeout(20);
    expect(await database.state()).toBe('busy');
    release();
    await transaction;
    expect(await database.state()).toBe('ok');
    await database.close();
    expect(await database.state()).toBe('down');
  });
});
