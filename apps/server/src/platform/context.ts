import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { TokenService } from './auth/tokens.js';
import type { Database, Db } from './db/client.js';
import type { Mailer } from './mail.js';
import type { Realtime } from './realtime/realtime.js';
import type { Storage } from './storage.js';

/** What every module's routes and services are given: no globals, so tests build their own. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  storage: Storage;
  realtime: Realtime;
  log: FastifyBaseLogger;
}
