/** Starts one server: API, realtime and the built web app on PORT. */
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createContext } from './platform/bootstrap.js';
import { seedDemoData } from './seed/demo.js';
import { ensureReferenceData } from './seed/reference.js';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const config = configOrExit();
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
