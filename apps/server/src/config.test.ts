/** The environment the server starts from: what it refuses before it opens anything. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('takes a PostgreSQL URL or an in-memory embedded database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/ledgerdesk' }).databaseUrl).toBe('postgres://db.example/ledgerdesk');
    expect(loadConfig({ DATABASE_URL: 'memory://' }).databaseUrl).toBe('memory://');
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db.example/ledgerdesk' })).toThrow(
      'DATABASE_URL: must be a postgres:// URL or memory://',
    );
  });

  const secrets = { JWT_SECRET: 'j'.repeat(32), SETTINGS_KEY: 'a'.repeat(64) };

  it('refuses an in-memory database in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets, DATABASE_URL: 'memory://' })).toThrow(/memory:\/\/ keeps nothing/);
  });

  it('refuses production without its secrets or a database server, naming all that is missing at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /will not start in production without:\n {2}JWT_SECRET: .*\n {2}SETTINGS_KEY: .*\n {2}DATABASE_URL: a postgres:\/\/ URL, or ALLOW_EMBEDDED_DATABASE=true/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(32), DATABASE_URL: 'postgres://db/ld' })).toThrow(
      /without:\n {2}SETTINGS_KEY: [^\n]*$/,
    );
    expect(loadConfig({ NODE_ENV: 'production', ...secrets, DATABASE_URL: 'postgres://db/ld' }).env).toBe('production');
    expect(loadConfig({ NODE_ENV: 'production', ...secrets, ALLOW_EMBEDDED_DATABASE: 'true' }).databaseUrl).toBeUndefined();
    // Development keeps generating what it lacks into DATA_DIR.
    expect(loadConfig({ NODE_ENV: 'development' }).jwtSecret).toBeUndefined();
  });
});
