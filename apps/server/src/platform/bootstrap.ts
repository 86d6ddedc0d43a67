/** Opens everything the app needs from a Config: database (migrated), tokens, mail, storage, realtime, secrets. */
import { pino } from 'pino';
import type { Config } from '../config.js';
import { createTokenService, resolveJwtSecret } from './auth/tokens.js';
import type { AppContext } from './context.js';
import { openDatabase, type Database } from './db/client.js';
import { createMailer } from './mail.js';
import { createRealtime } from './realtime/index.js';
import { createSecretBox, resolveSettingsKey } from './secrets.js';
import { createStorage } from './storage/index.js';

export async function createContext(config: Config, database?: Database): Promise<AppContext> {
  const log = pino({
    level: config.logLevel,
    // Links carry single-use tokens in their query string (reset, activation, upload requests).
    serializers: {
      req: (req: { method?: string; url?: string; ip?: string }) => ({
        method: req.method,
        url: req.url?.replace(/([?&]token=)[^&]*/g, '$1[redacted]'),
        ip: req.ip,
      }),
    },
  });
  const db = database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await db.migrate();
  return {
    config,
    database: db,
    db: db.db,
    tokens: createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir)),
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log }),
    storage: createStorage(config.storageUrl, config.dataDir),
    realtime: createRealtime({ redisUrl: config.redisUrl, log }),
    secrets: createSecretBox(resolveSettingsKey(config.settingsKey, config.dataDir)),
    live: { maxUploadBytes: config.maxUploadBytes, abrGuid: null },
    log,
  };
}
