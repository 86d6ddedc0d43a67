/**
 * The client list at 100,000 clients: the first page, a keyword search and keyword + filters,
 * 50 concurrent requests each. Target: p99 within 50 ms on PostgreSQL.
 */
import pg from 'pg';
import type { ServerProcess } from '@ledgerdesk/server/testing';
import { load } from '../lib/load.js';
import { signIn } from '../lib/session.js';

const CLIENTS = 100_000;

/** Adds clients in one set-based statement, spread over the seeded brands and regions. */
async function generateClients(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `
      with b as (select array_agg(id order by name) ids from brands),
           r as (select array_agg(id order by name) ids from regions),
           s as (select array_agg(id order by email) ids from users where role_id = 7)
      insert into clients (brand_id, region_id, code, name, email, phone, abn, status, supervisor_id)
      select b.ids[1 + i % array_length(b.ids, 1)],
             r.ids[1 + i % array_length(r.ids, 1)],
             'BX-' || lpad(i::text, 7, '0'),
             (array['Smith','Nguyen','Tran','Williams','Brown','Le','Pham','Jones','Wilson','Taylor'])[1 + i % 10]
               || ' ' || (array['Plumbing','Bakery','Consulting','Logistics','Cafe','Dental','Electrical','Design'])[1 + (i / 10) % 8]
               || ' ' || i,
             'client' || i || '@bench.test',
             '04' || lpad((i % 100000000)::text, 8, '0'),
             null,
             (array['active','active','active','inactive','archived'])[1 + i % 5],
             case when i % 3 = 0 then s.ids[1 + i % array_length(s.ids, 1)] end
      from generate_series(1, $1::int) i, b, r, s`,
      [CLIENTS],
    );
    await db.query('vacuum analyze clients');
  } finally {
    await db.end();
  }
}

export async function benchClients(server: ServerProcess, databaseUrl: string | undefined) {
  if (!databaseUrl) return { skipped: 'needs PostgreSQL (the client-list target is measured there)' };
  const started = performance.now();
  await generateClients(databaseUrl);
  const generatedInMs = Math.round(performance.now() - started);
  const headers = await signIn(server);
  const regions = (await (await fetch(`${server.url}/api/v1/regions`, { headers })).json()) as { data: Array<{ id: string }> };
  const regionId = regions.data[0]?.id ?? '';
  const list = (query: string) => load({ url: `${server.url}/api/v1/clients?${query}`, headers }, { serverPid: server.process.pid });
  return {
    clients: CLIENTS,
    generatedInMs,
    firstPage: await list('skip=0&limit=10'),
    keyword: await list('skip=0&limit=10&keyword=nguyen%20bakery'),
    keywordAndFilters: await list(`skip=20&limit=10&keyword=smith&status=active&regionId=${regionId}&sort=-createdAt`),
    targetP99Ms: 50,
  };
}
