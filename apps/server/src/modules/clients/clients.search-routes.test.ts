/**
 * A keyword with many matches is answered by walking the sort's index (clients-list.repo.ts).
 * These lists are large enough to take that route, and check that it answers exactly what the
 * trigram route would: the same rows in the same order, including when the walk runs out before
 * the page is full (matches far down the order, or a deep page).
 */
import { Role } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildRegion, buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { WALK } from './clients-list.repo.js';
import type { ClientDto } from './clients.schema.js';

interface ListAnswer {
  data: ClientDto[];
  pagination: { skip: number; limit: number; total: number };
}

const ACME = 2_500;
const YAK = 2_100;
const OTHERS = 500;
const pad = (i: number) => String(i).padStart(4, '0');

describe('client search on many matches', () => {
  let t: TestApp;
  let admin: BuiltUser;

  const names = async (query: string) => {
    const res = await t.api.get<ListAnswer>(`/api/v1/clients?${query}`, { token: admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { names: res.body.data.map((c) => c.name), total: res.body.pagination.total };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
    const region = await buildRegion(t.ctx);
    const brand = await buildBrand(t.ctx);
    // By name: every 'Alpha Acme' first, then 'Mike Other', then every 'Zulu Yak'. By creation,
    // newest first: the three families interleave, Alpha Acme 2500 the newest of all.
    const family = (prefix: string, count: number, offset: number) => sql`
      insert into clients (brand_id, region_id, code, name, email, created_at)
      select ${brand.id}, ${region.id}, ${prefix} || '-' || lpad(i::text, 4, '0'), ${prefix} || ' ' || lpad(i::text, 4, '0'),
             lower(replace(${prefix}, ' ', '')) || i || '@example.test', timestamptz '2025-01-01' + ((i * 3 + ${offset}) * interval '1 minute')
      from generate_series(1, ${count}::int) i`;
    await t.ctx.db.execute(family('Alpha Acme', ACME, 2));
    await t.ctx.db.execute(family('Zulu Yak', YAK, 1));
    await t.ctx.db.execute(family('Mike Other', OTHERS, 0));
  });
  afterAll(() => t.close());

  it('has enough matches to walk', () => {
    expect(ACME).toBeGreaterThanOrEqual(WALK.fromMatches);
    expect(YAK).toBeGreaterThanOrEqual(WALK.fromMatches);
  });

  it('finds the newest matches in order, on the first page and a later one', async () => {
    expect(await names('keyword=acme&sort=-createdAt')).toEqual({
      names: Array.from({ length: 10 }, (_, k) => `Alpha Acme ${pad(ACME - k)}`),
      total: ACME,
    });
    expect((await names('keyword=acme&sort=-createdAt&skip=20&limit=10')).names).toEqual(
      Array.from({ length: 10 }, (_, k) => `Alpha Acme ${pad(ACME - 20 - k)}`),
    );
  });

  it('finds a page deeper than a walk reaches', async () => {
    const skip = WALK.rows + 300;
    expect((await names(`keyword=acme&sort=-createdAt&skip=${skip}&limit=5`)).names).toEqual(
      Array.from({ length: 5 }, (_, k) => `Alpha Acme ${pad(ACME - skip - k)}`),
    );
  });

  it('finds matches that sit after every other client in the order', async () => {
    expect(await names('keyword=yak&sort=name&limit=5')).toEqual({
      names: ['Zulu Yak 0001', 'Zulu Yak 0002', 'Zulu Yak 0003', 'Zulu Yak 0004', 'Zulu Yak 0005'],
      total: YAK,
    });
    expect((await names('keyword=yak&sort=-name&limit=2')).names).toEqual([`Zulu Yak ${pad(YAK)}`, `Zulu Yak ${pad(YAK - 1)}`]);
  });

  it('keeps the other filters on both routes', async () => {
    expect(await names('keyword=acme&status=archived')).toEqual({ names: [], total: 0 });
    expect((await names('keyword=acme&status=active&sort=name&limit=3')).names).toEqual([
      'Alpha Acme 0001',
      'Alpha Acme 0002',
      'Alpha Acme 0003',
    ]);
  });
});
