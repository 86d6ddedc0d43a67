import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import type { Db } from './client.js';
import { withLocalSetting } from './local-setting.js';

const nestloop = async (db: Db) => (await db.execute(sql`select current_setting('enable_nestloop') as v`)).rows[0]?.v;

describe('withLocalSetting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("holds the setting for its own statements only, inside the caller's transaction", async () => {
    const seen = await t.ctx.db.transaction(async (tx) => {
      const inside = await withLocalSetting(tx, 'enable_nestloop', 'off', (inner) => nestloop(inner));
      return { inside, after: await nestloop(tx) };
    });
    expect(seen).toEqual({ inside: 'off', after: 'on' });
    expect(await nestloop(t.ctx.db)).toBe('on');
  });
});
