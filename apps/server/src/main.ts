/**
 * Starts one server: API, realtime and the built web app on PORT. The environment is checked
 * before the rest of the server is loaded, so a refusal comes at once, not after seconds of imports.
 */
import { ConfigError, loadConfig, type Config } from './config.js';

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
const { startServer } = await import('./server.js');
await startServer(config);
