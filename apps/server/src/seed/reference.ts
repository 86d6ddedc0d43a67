/**
 * Reference data the product needs in every environment, production included (unlike the demo
 * seed): ensured at each start-up, idempotent, safe when several nodes start at once.
 */
import type { AppContext } from '../platform/context.js';
import { backfillBusinessCharts } from '../modules/charts/index.js';
import { ensureDefaultChart } from './charts.js';

export async function ensureReferenceData(ctx: AppContext): Promise<void> {
  if (await ensureDefaultChart(ctx.db)) ctx.log.info('created the default chart-of-accounts template');
  const charts = await backfillBusinessCharts(ctx.db);
  if (charts > 0) ctx.log.info({ charts }, 'gave businesses without a chart of accounts their copy');
}
