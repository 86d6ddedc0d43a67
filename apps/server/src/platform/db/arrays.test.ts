/** An array literal reaches the database element for element, whatever the text holds, on both databases. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { pgArray, type ArrayElement } from './arrays.js';

describe('pgArray', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const roundTrip = async (values: readonly ArrayElement[], type: string) => {
    const result = await t.ctx.db.execute(
      sql`select coalesce(array_length(a, 1), 0) as n, to_jsonb(a) as a from (select ${pgArray(values)}::${sql.raw(type)} as a) x`,
    );
    return result.rows[0] as { n: number; a: unknown[] };
  };

  it('keeps quotes, backslashes, braces, commas, spaces, empty text and the word NULL as text, and null as null', async () => {
    const texts = ['a"b', 'c\\d', '\\"', '{x}', 'y,z', ' padded ', '', 'NULL', null, 'é ẞ', '{"k": [1, "v"]}'];
    expect(await roundTrip(texts, 'text[]')).toEqual({ n: texts.length, a: texts });
  });

  it('binds numbers, booleans, uuids and JSON documents', async () => {
    expect((await roundTrip([0, -1234, 9007199254740991, null], 'bigint[]')).a).toEqual([0, -1234, 9007199254740991, null]);
    expect((await roundTrip([true, false, null], 'boolean[]')).a).toEqual([true, false, null]);
    const id = '6f1f0d2c-8a4e-4c62-9d55-2f0b3c1e7a10';
    expect((await roundTrip([id, null], 'uuid[]')).a).toEqual([id, null]);
    const doc = [{ description: 'a "quoted" \\ note', amount: -5 }];
    expect((await roundTrip([JSON.stringify(doc), null], 'jsonb[]')).a).toEqual([doc, null]);
  });

  it('binds an empty array', async () => {
    expect(await roundTrip([], 'uuid[]')).toEqual({ n: 0, a: [] });
  });
});
