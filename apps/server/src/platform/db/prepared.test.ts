/** Prepared reads answer what an unnamed query would, inside a transaction too, on both databases. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegion } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { regions } from '../../modules/regions/regions.tables.js';
import { fixedSql, preparedRows } from './prepared.js';

describe('prepared reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const regionNamed = (name: string) =>
    sql`select ${fixedSql(sql`${regions.name}`)} as name from ${regions} where ${regions.name} = ${name}`;

  it('runs one text again with other values, and another text beside it', async () => {
    await buildRegion(t.ctx, { name: 'Prepared North' });
    await buildRegion(t.ctx, { name: 'Prepared South' });
    for (let round = 0; round < 3; round++) {
      expect(await preparedRows(t.ctx.db, regionNamed('Prepared North'))).toEqual([{ name: 'Prepared North' }]);
      expect(await preparedRows(t.ctx.db, regionNamed('Prepared South'))).toEqual([{ name: 'Prepared South' }]);
      expect(
        await preparedRows(t.ctx.db, sql`select count(*)::int as n from ${regions} where ${regions.name} like ${'Prepared %'}`),
      ).toEqual([{ n: 2 }]);
    }
  });

  it('reads inside an open transaction what that transaction wrote', async () => {
    const seen = await t.ctx.db.transaction(async (tx) => {
      await buildRegion({ ...t.ctx, db: tx }, { name: 'Prepared Uncommitted' });
      return preparedRows(tx, regionNamed('Prepared Uncommitted'));
    });
    expect(seen).toEqual([{ name: 'Prepared Uncommitted' }]);
  });

  it('refuses a fixed fragment that carries values', () => {
    expect(() => fixedSql(sql`${regions.name} = ${'x'}`)).toThrow(/without values/);
  });
});
