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

  it('refuses an in-memory database in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'memory://' })).toThrow(/memory:\/\/ keeps nothing/);
  });
});
