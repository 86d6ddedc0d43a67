import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { TokenService } from './auth/tokens.js';
import type { Database, Db } from './db/client.js';
import type { Mailer } from './mail.js';
import type { Jobs } from './jobs.js';
import type { Metrics } from './metrics.js';
import type { Realtime } from './realtime/realtime.js';
import type { SecretBox } from './secrets.js';
import type { Storage } from './storage/index.js';

/**
 * The settings a Super Admin changes at run time (/secret), as this node holds them: the
 * environment's values until the system settings say otherwise. The settings module keeps
 * them current on every node; tokens and mailer are reconfigured the same way.
 */
export interface LiveSettings {
  maxUploadBytes: number;
  abrGuid: string | null;
  /** Staff sign in with a second factor (and enrol at their next sign-in when they have none). */
  requireTwoFactor: boolean;
}

/** What every module's routes and services are given: no globals, so tests build their own. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  jobs: Jobs;
  storage: Storage;
  realtime: Realtime;
  secrets: SecretBox;
  live: LiveSettings;
  log: FastifyBaseLogger;
  metrics: Metrics;
}
