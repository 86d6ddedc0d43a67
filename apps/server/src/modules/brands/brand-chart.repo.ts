/** The one query brands make on charts of accounts: is this a template the brand may start from? */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { charts } from '../../platform/db/schema.js';

/** A system template, or a template of this brand; never another brand's or a business's chart. */
export async function findChartTemplate(db: Db, chartId: string, brandId: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: charts.id })
    .from(charts)
    .where(
      and(
        eq(charts.id, chartId),
        or(and(eq(charts.kind, 'system'), isNull(charts.brandId)), and(eq(charts.kind, 'brand'), eq(charts.brandId, brandId))),
      ),
    )
    .limit(1);
  return row;
}
