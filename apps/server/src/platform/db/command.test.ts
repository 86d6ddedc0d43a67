import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLogs } from './audit.tables.js';
import { command, type WriteCache } from './command.js';

describe('command: the write pipeline', () => {
  let t: TestApp;
  const auditedAs = (action: string) => t.ctx.db.select().from(auditLogs).where(eq(auditLogs.action, action));
  const countingCache = () => {
    const cache = { dropped: 0, invalidate: () => void (cache.dropped += 1) } satisfies WriteCache & { dropped: number };
    return cache;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('commits the audit record with the change, then runs the effects, then drops the caches once', async () => {
    const order: string[] = [];
    const cache = countingCache();
    const actor = { id: '00000000-0000-4000-8000-000000000001' };
    const value = await command(t.ctx, actor, async (cmd) => {
      await cmd.audit({ action: 'test.done', entity: 'test', entityId: 'a', after: { n: 1 } });
      cmd.afterCommit(() => void order.push('effect'));
      cmd.invalidates(cache);
      cmd.invalidates(cache);
      order.push('work');
      return 'ok';
    });
    expect(value).toBe('ok');
    expect(order).toEqual(['work', 'effect']);
    expect(cache.dropped).toBe(1);
    const [row] = await auditedAs('test.done');
    expect(row).toMatchObject({ actorId: actor.id, entity: 'test', entityId: 'a', after: { n: 1 }, before: null });
  });

  it('writes nothing and emits nothing when the work fails, yet drops the caches', async () => {
    const effects: string[] = [];
    const cache = countingCache();
    const failed = command(t.ctx, null, async (cmd) => {
      await cmd.audit({ action: 'test.rolled-back', entity: 'test' });
      cmd.afterCommit(() => void effects.push('effect'));
      cmd.invalidates(cache);
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');
    expect(await auditedAs('test.rolled-back')).toEqual([]);
    expect(effects).toEqual([]);
    expect(cache.dropped).toBe(1);
  });

  it('records the given actor over the command’s, and refuses effects once it has ended', async () => {
    let leaked: (() => void) | undefined;
    await command(t.ctx, null, async (cmd) => {
      await cmd.audit({ action: 'test.activated', entity: 'user', actorId: '00000000-0000-4000-8000-000000000002' });
      leaked = () => cmd.afterCommit(() => undefined);
    });
    expect((await auditedAs('test.activated'))[0]?.actorId).toBe('00000000-0000-4000-8000-000000000002');
    expect(() => leaked?.()).toThrow('already ended');
  });

  it('logs a failed effect without failing the committed write', async () => {
    const later: string[] = [];
    const value = await command(t.ctx, null, async (cmd) => {
      await cmd.audit({ action: 'test.effect-failed', entity: 'test' });
      cmd.afterCommit(() => {
        throw new Error('socket gone');
      });
      cmd.afterCommit(() => void later.push('still ran'));
      return 1;
    });
    expect(value).toBe(1);
    expect(later).toEqual(['still ran']);
    expect(await auditedAs('test.effect-failed')).toHaveLength(1);
  });
});
