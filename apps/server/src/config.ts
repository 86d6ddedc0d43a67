/** Environment, validated once at start-up. Relative paths resolve from where npm was started. */
import path from 'node:path';
import { z } from 'zod';

const baseDir = process.env.INIT_CWD ?? process.cwd();

/** DATABASE_URL for an embedded database in memory, gone when the server stops: the browser tests' server. */
export const MEMORY_DATABASE = 'memory://';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .refine((url) => url.startsWith('postgres') || url === MEMORY_DATABASE, 'must be a postgres:// URL or memory://')
    .optional(),
  JWT_SECRET: z.string().min(32).optional(),
  /** AES-256 key sealing the secrets of system settings: 64 hex characters or 32 bytes in base64. */
  SETTINGS_KEY: z
    .string()
    .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/, 'must be 32 bytes as 64 hex characters or base64')
    .optional(),
  /** The ABR's JSON web service; tests point it at a local server. */
  ABR_URL: z.string().url().default('https://abr.business.gov.au/json/'),
  ABR_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(8000),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Ledgerdesk <no-reply@ledgerdesk.local>'),
  APP_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Where files live: unset or file:///path for local disk, s3://bucket?endpoint=… for object storage. */
  STORAGE_URL: z
    .string()
    .regex(/^(file|s3):\/\//, 'must be a file:// or s3:// URL')
    .optional(),
  /** Largest file an upload may carry, in megabytes (file manager, upload links). */
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(10_240).default(25),
  /** Most journal lines a direct (in-request) ledger or line-listing report download may carry; larger ones go through an export job. */
  EXPORT_DIRECT_MAX_LINES: z.coerce.number().int().min(1).default(50_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The bearer token Prometheus sends to /metrics; without it /metrics does not exist. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** `true` lets production run on the embedded database (one machine, no PostgreSQL server). */
  ALLOW_EMBEDDED_DATABASE: z.enum(['true', 'false']).default('false'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  settingsKey: string | undefined;
  abrUrl: string;
  abrTimeoutMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  webDist: string | undefined;
  logLevel: string;
  /** STORAGE_URL as given; undefined keeps files under DATA_DIR/files. */
  storageUrl: string | undefined;
  /** UPLOAD_MAX_MB in bytes: the multipart limit and the file manager's per-file limit. */
  maxUploadBytes: number;
  /** EXPORT_DIRECT_MAX_LINES: past it a direct export answers EXPORT_TOO_LARGE, naming the job endpoint. */
  exportDirectMaxLines: number;
  /** Set when several server processes share realtime events through Redis. */
  redisUrl: string | undefined;
  metricsToken: string | undefined;
}

/** The environment is refused: main prints the message alone, without a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * What production will not start without, all named at once. A secret generated into DATA_DIR
 * (what development does) would differ from node to node and travel with every copy of the data
 * it protects; the embedded database serves one process only, so it is a choice to write down.
 */
function missingInProduction(e: z.infer<typeof envSchema>): string[] {
  const missing: string[] = [];
  if (!e.JWT_SECRET) missing.push("JWT_SECRET: the access tokens' signing key, at least 32 characters (openssl rand -hex 32)");
  if (!e.SETTINGS_KEY)
    missing.push('SETTINGS_KEY: the key sealing the secrets of system settings, 64 hex characters (openssl rand -hex 32)');
  if (e.DATABASE_URL === MEMORY_DATABASE) missing.push('DATABASE_URL: memory:// keeps nothing once the server stops, never in production');
  else if (!e.DATABASE_URL && e.ALLOW_EMBEDDED_DATABASE !== 'true')
    missing.push('DATABASE_URL: a postgres:// URL, or ALLOW_EMBEDDED_DATABASE=true to keep the embedded database under DATA_DIR');
  return missing;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const missing = e.NODE_ENV === 'production' ? missingInProduction(e) : [];
  if (missing.length) throw new ConfigError(`Ledgerdesk will not start in production without:\n${missing.map((m) => `  ${m}`).join('\n')}`);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(baseDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    settingsKey: e.SETTINGS_KEY,
    abrUrl: e.ABR_URL.endsWith('/') ? e.ABR_URL : `${e.ABR_URL}/`,
    abrTimeoutMs: e.ABR_TIMEOUT_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    webDist: e.WEB_DIST ? path.resolve(baseDir, e.WEB_DIST) : undefined,
    logLevel: e.LOG_LEVEL,
    storageUrl: e.STORAGE_URL,
    maxUploadBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    exportDirectMaxLines: e.EXPORT_DIRECT_MAX_LINES,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
  };
}
