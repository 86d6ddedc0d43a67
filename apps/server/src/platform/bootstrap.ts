/** Opens everything the app needs from a Config: database (migrated), tokens, jobs, mail, storage, realtime, secrets. */
import type { DestinationStream } from 'pino';
import type { Config } from '../config.js';
import { createTokenService, resolveJwtSecret } from './auth/tokens.js';
import type { AppContext } from './context.js';
import { openDatabase, type Database } from './db/client.js';
import { createJobs } from './jobs.js';
import { createLogger } from './logger.js';
import { createMailer } from './mail.js';
import { createMetrics } from './metrics.js';
import { createRealtime } from './realtime/index.js';
import { createSecretBox, resolveSettingsKey } from './secrets.js';
import { createStorage } from './storage/index.js';

/** `logDestination` replaces standard output (tests read the lines). */
export async function createContext(
  config: Config,
  database?: Database,
  options: { logDestination?: DestinationStream } = {},
): Promise<AppContext> {
  const log = createLogger(config, options.logDestination);
  const metrics = createMetrics();
  const db = database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await db.migrate();
  const jobs = createJobs({ connection: db.queueConnection, log, metrics });
  const secrets = createSecretBox(resolveSettingsKey(config.settingsKey, config.dataDir));
  return {
    config,
    database: db,
    db: db.db,
    tokens: createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir)),
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log, metrics, jobs, secrets }),
    jobs,
    storage: createStorage(config.storageUrl, config.dataDir),
    realtime: createRealtime({ redisUrl: config.redisUrl, log }),
    secrets,
    live: { maxUploadBytes: config.maxUploadBytes, abrGuid: null, requireTwoFactor: false },
    log,
    metrics,
  };
}
