/**
 * Emptying the trash: what was deleted more than 30 days ago goes for good, rows first and then
 * their bytes (a failed removal leaves unreachable bytes, never a row without its bytes). A timer
 * of the job queue: once a day for the whole cluster, and when a node starts, so a server that
 * sleeps at night still purges (at most once an hour however many nodes start).
 */
import { sql } from 'drizzle-orm';
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { files, folders } from './files.tables.js';
import { purgeCutoff } from './trash.rules.js';

export async function purgeTrash(ctx: AppContext, now = new Date()): Promise<{ files: number; folders: number }> {
  const cutoff = purgeCutoff(now).toISOString();
  return command(ctx, null, async (cmd) => {
    // A purged folder takes its whole subtree with it (the foreign key cascades), so every file
    // anywhere below it is collected here, with its storage key, before the rows go.
    const fileRows = await cmd.db.execute(sql`
      with recursive doomed(id) as (
        select id from ${folders} where deleted_at < ${cutoff}::timestamptz
        union
        select f.id from ${folders} f join doomed d on f.parent_id = d.id
      )
      delete from ${files} where deleted_at < ${cutoff}::timestamptz or folder_id in (select id from doomed)
      returning storage_key`);
    const folderRows = await cmd.db.execute(sql`delete from ${folders} where deleted_at < ${cutoff}::timestamptz returning id`);
    const keys = fileRows.rows.map((r) => String(r.storage_key));
    const purged = { files: keys.length, folders: folderRows.rows.length };
    if (purged.files > 0 || purged.folders > 0) await cmd.audit({ action: 'trash.purged', entity: 'trash', after: { ...purged, cutoff } });
    cmd.afterCommit(async () => {
      for (const key of keys) {
        await ctx.storage.remove(key).catch((err: unknown) => ctx.log.error({ err, key }, 'could not remove purged bytes'));
      }
    });
    return purged;
  });
}

export const TRASH_PURGE = 'trash-purge';
const DAILY_AT_THREE_UTC = '0 3 * * *';
const START_UP_WINDOW_SECONDS = 60 * 60;

export function scheduleTrashPurge(app: App, ctx: AppContext): void {
  ctx.jobs.every(TRASH_PURGE, DAILY_AT_THREE_UTC, { retryLimit: 2, retryDelay: 60 }, async () => {
    const removed = await purgeTrash(ctx);
    if (removed.files > 0 || removed.folders > 0) ctx.log.info(removed, 'trash purged');
  });
  app.addHook('onReady', async () => {
    await ctx.jobs.send(TRASH_PURGE, {}, { singletonKey: 'start-up', singletonSeconds: START_UP_WINDOW_SECONDS });
  });
}
