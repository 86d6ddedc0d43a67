/**
 * Reference data the product needs in every environment, production included (unlike the demo
 * seed): ensured at each start-up, idempotent, safe when several nodes start at once.
 */
import type { Logger } from 'pino';
import type { Db } from '../platform/db/client.js';
import { backfillBusinessCharts } from '../modules/charts/index.js';
import { ensureDefaultChart } from './charts.js';

export async function ensureReferenceData(db: Db, log?: Pick<Logger, 'info'>): Promise<void> {
  if (await ensureDefaultChart(db)) log?.info('created the default chart-of-accounts template');
  const charts = await backfillBusinessCharts(db);
  if (charts > 0) log?.info({ charts }, 'gave businesses without a chart of accounts their copy');
}
