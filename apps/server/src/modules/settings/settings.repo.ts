/** All SQL on system settings: one row, made on the first save. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { systemSettings } from './settings.tables.js';

export type SettingsRow = typeof systemSettings.$inferSelect;
export type SettingsValues = Omit<typeof systemSettings.$inferInsert, 'id'>;

export async function readSettings(db: Db, options: { forUpdate?: boolean } = {}): Promise<SettingsRow | undefined> {
  const query = db.select().from(systemSettings).where(eq(systemSettings.id, 1)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function saveSettings(db: Db, values: SettingsValues): Promise<SettingsRow> {
  const [row] = await db
    .insert(systemSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: systemSettings.id, set: values })
    .returning();
  if (!row) throw new Error('system settings were not saved');
  return row;
}
