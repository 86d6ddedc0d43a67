/** Start-up step: the default Australian template exists (made once, idempotent, in every environment). */
import type { Db } from '../platform/db/client.js';
import { ensureSystemTemplate } from '../modules/charts/index.js';
import { AU_SMALL_BUSINESS_CHART, DEFAULT_CHART_NAME } from './charts-au.js';

export async function ensureDefaultChart(db: Db): Promise<boolean> {
  return ensureSystemTemplate(
    db,
    DEFAULT_CHART_NAME,
    AU_SMALL_BUSINESS_CHART.map((a) => ({ ...a, description: a.description ?? '', systemRole: a.systemRole ?? null })),
  );
}
