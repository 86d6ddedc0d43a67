/**
 * An import's new lines through the business's active rules, inside the import's own command:
 * one statement finds each line's first matching rule (business, brand, practice, by position),
 * then the lines each rule can code are written as one run of kind 'import'.
 */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AuditedWrite } from '../../platform/db/command.js';
import { eq } from 'drizzle-orm';
import { businesses } from '../businesses/index.js';
import { activeRulesFor, firstMatchSql } from './rule-order.js';
import { decide } from './runs.outcome.js';
import { candidateLines, chartAccountsByCode, lineFilterSql, targetBusinesses } from './runs.repo.js';
import { writeRun, type RunItem } from './runs.write.js';

/** Answers how many lines were coded or suggested (0: no run was written). */
export async function codeImportedLines(
  write: AuditedWrite,
  actor: AuthUser | null,
  batch: { businessId: string; batchId: string },
): Promise<number> {
  const { db } = write;
  const [business] = await targetBusinesses(db, null, eq(businesses.id, batch.businessId));
  if (!business) return 0;
  const rules = await activeRulesFor(db, [business]);
  if (rules.length === 0) return 0;
  const lines = await candidateLines(
    db,
    lineFilterSql({ businessIds: [business.id], importBatchId: batch.batchId }),
    firstMatchSql(rules, [business]),
  );
  const taken = lines.filter((l) => l.takenBy);
  if (taken.length === 0) return 0;
  const charts = await chartAccountsByCode(
    db,
    [business.id],
    rules.flatMap((r) => r.actions.splits.map((s) => s.accountCode)),
  );
  const byId = new Map(rules.map((r) => [r.id, r]));
  const items = taken.flatMap((line): RunItem[] => {
    const rule = byId.get(line.takenBy ?? '');
    if (!rule) return [];
    const decision = decide(line, rule, business.lockDate, charts.get(business.id), false);
    return decision.outcome === 'code' ? [{ line, rule, decision }] : [];
  });
  if (items.length === 0) return 0;
  const used = rules.filter((r) => items.some((i) => i.rule.id === r.id));
  await writeRun(write, actor, 'import', used, items);
  return items.length;
}
