/**
 * An import's new lines through the business's active rules, inside the import's own command:
 * the lines the rules can code are written as one run of kind 'import'.
 */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AuditedWrite } from '../../platform/db/command.js';
import { eq } from 'drizzle-orm';
import { businesses } from '../businesses/index.js';
import { activeRuleItems } from './runs.active.js';
import { lineFilterSql, targetBusinesses } from './runs.repo.js';
import { writeRun } from './runs.write.js';

/** Answers how many lines were coded or suggested (0: no run was written). */
export async function codeImportedLines(
  write: AuditedWrite,
  actor: AuthUser | null,
  batch: { businessId: string; batchId: string },
): Promise<number> {
  const [business] = await targetBusinesses(write.db, null, eq(businesses.id, batch.businessId));
  if (!business) return 0;
  const filter = lineFilterSql({ businessIds: [business.id], importBatchId: batch.batchId });
  const { rules, items } = await activeRuleItems(write.db, business, filter, false);
  if (items.length === 0) return 0;
  await writeRun(write, actor, 'import', rules, items);
  return items.length;
}
