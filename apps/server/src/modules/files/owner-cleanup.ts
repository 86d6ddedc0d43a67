/**
 * A client deleted for good takes its folder trees, and those of its businesses, with it: the
 * owner columns are plain ids (a folder may belong to either), so no foreign key would do it and
 * the folders would stay behind unreachable. Rows go inside the caller's transaction; the bytes
 * only after it commits, so a rolled-back delete never loses a file.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { businesses } from '../businesses/businesses.tables.js';
import { files, folders } from './files.tables.js';

/** Deletes the folders and files (live and in the trash) of a client and its businesses; answers their storage keys. */
export async function deleteClientFolders(db: Db, clientId: string): Promise<string[]> {
  const owned = sql`select id from ${folders} where (owner_type = 'client' and owner_id = ${clientId})
    or (owner_type = 'business' and owner_id in (select id from ${businesses} where client_id = ${clientId}))`;
  const removed = await db.execute(sql`delete from ${files} where folder_id in (${owned}) returning storage_key`);
  await db.execute(sql`delete from ${folders} where id in (${owned})`);
  return removed.rows.map((row) => String(row.storage_key));
}

/** After the commit: a failed removal leaves unreachable bytes, logged, never a row without its bytes. */
export async function removeStoredObjects(ctx: AppContext, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await ctx.storage.remove(key).catch((err: unknown) => ctx.log.error({ err, key }, 'could not remove the bytes of a deleted owner'));
  }
}
