/**
 * Reference templates ensured at start-up. Several nodes may start at once, so the check and
 * the insert run under one advisory lock; a template that exists is left as its admins edited it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { auditedWrite } from '../../platform/db/command.js';
import { insertAccounts, type AccountInsert } from './accounts.repo.js';
import * as repo from './charts.repo.js';

const LOCK_KEY = 'ledgerdesk:system-chart-templates';

/** Creates the system template `name` with `rows` unless a system template of that name exists; answers whether it did. */
export async function ensureSystemTemplate(db: Db, name: string, rows: ReadonlyArray<Omit<AccountInsert, 'chartId'>>): Promise<boolean> {
  return auditedWrite(db, null, async (write) => {
    const tx = write.db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${LOCK_KEY}))`);
    if (await repo.findSystemTemplateByName(tx, name)) return false;
    const chart = await repo.insertChart(tx, { kind: 'system', name });
    const count = await insertAccounts(
      tx,
      rows.map((row) => ({ ...row, chartId: chart.id })),
    );
    await write.audit({
      actorId: null,
      action: 'chart.created',
      entity: 'chart',
      entityId: chart.id,
      after: { kind: 'system', name, accountCount: count },
    });
    return true;
  });
}
