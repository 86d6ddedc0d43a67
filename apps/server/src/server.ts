/** Opens the database, seeds it outside production, builds the app and listens, until a signal stops it. */
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { createContext } from './platform/bootstrap.js';
import { seedDemoData } from './seed/demo.js';
import { ensureReferenceData } from './seed/reference.js';

export async function startServer(config: Config): Promise<void> {
  const ctx = await createContext(config);
  // Before the demo seed: its businesses take their charts of accounts from the default template.
  await ensureReferenceData(ctx.db, ctx.log);
  if (config.env !== 'production') await seedDemoData(ctx);
  const app = await buildApp(ctx);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await ctx.database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Ledgerdesk is ready on ${config.appUrl} (${ctx.database.kind})`);
}
