import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../test/harness.js';
import { linkIn, startMailCatcher, type MailCatcher } from '../../test/mail-catcher.js';
import { databaseForProcess } from '../../test/process-database.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createContext } from '../platform/bootstrap.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const tsx = path.join(serverDir, '../../node_modules/.bin/tsx');

function run(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      ['src/cli/create-admin.ts', ...args],
      // A cold tsx on a new embedded database takes tens of seconds when the suite's workers and the
      // browser tests share two cores (it ran past 60 s there once).
      { cwd: serverDir, env: { ...process.env, ...env }, timeout: 150_000 },
      (err, stdout, stderr) => {
        resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr });
      },
    );
  });
}

describe('npm run create-admin', () => {
  let dataDir: string;
  let catcher: MailCatcher;
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ledgerdesk-cli-'));
    catcher = await startMailCatcher();
    const db = await databaseForProcess();
    drop = db.drop;
    env = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SETTINGS_KEY: randomBytes(32).toString('hex'),
      SMTP_URL: catcher.url,
      APP_URL: 'https://books.example.test',
      LOG_LEVEL: 'silent',
      ...(db.url ? { DATABASE_URL: db.url } : { ALLOW_EMBEDDED_DATABASE: 'true' }),
    };
  });
  afterAll(async () => {
    await catcher.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates a Super Admin whose printed and mailed link activates the account, then signs in', { timeout: 300_000 }, async () => {
    const result = await run(['--email', 'Owner@Practice.test', '--first-name', 'Ada', '--last-name', 'Lovelace'], env);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const printed = result.stdout.match(/https:\/\/books\.example\.test\/Activation\?token=[\w-]+/)?.[0];
    expect(printed).toBeDefined();
    const mailed = linkIn(await catcher.waitFor('owner@practice.test'), '/Activation');
    expect(mailed.toString()).toBe(printed);

    const ctx = await createContext(loadConfig(env));
    const app = await buildApp(ctx);
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      if (!address || typeof address !== 'object') throw new Error('server did not listen');
      const api = createApiClient(`http://127.0.0.1:${address.port}`);
      const token = mailed.searchParams.get('token') ?? '';

      expect(await api.get(`/api/v1/auth/activation?token=${token}`)).toMatchObject({
        status: 200,
        body: { data: { email: 'owner@practice.test', firstName: 'Ada', lastName: 'Lovelace' } },
      });
      const activated = await api.post('/api/v1/auth/activate', { token, password: 'Owner#Pass2024' });
      expect(activated).toMatchObject({ status: 200, body: { data: { roleId: 1, profile: { firstName: 'Ada' } } } });

      const login = await api.post<{ data: { accessToken: string } }>('/api/v1/auth/login', {
        email: 'owner@practice.test',
        password: 'Owner#Pass2024',
      });
      expect(login.status).toBe(200);
      // A Super Admin: the audit log, Super Admin only, opens and shows the creation.
      const log = await api.get('/api/v1/audit-logs?action=user.created', { token: login.body.data.accessToken });
      expect(log).toMatchObject({ status: 200, body: { pagination: { total: 1 } } });
    } finally {
      await app.close();
      await ctx.database.close();
    }

    const again = await run(['--email', 'owner@practice.test'], env);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain('A user with the email owner@practice.test already exists.');
  });

  it.each([
    [[], '--email is required.'],
    [['--email', 'not-an-address'], 'is not a valid email address'],
    [['--mail', 'a@b.test'], "Unknown option '--mail'"],
  ])(
    'refuses %j with a clear message and a non-zero exit code',
    async (args, message) => {
      const result = await run(args, env);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(message);
      expect(result.stderr).toContain('Usage: npm run create-admin -- --email');
    },
    160_000,
  );
});
