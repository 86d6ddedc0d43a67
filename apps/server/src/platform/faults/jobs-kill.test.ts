/**
 * A job survives its node: a server process takes a mail job and hangs on a mail server that
 * does not answer; it is killed (SIGKILL, nothing cleaned up) and another node on the same
 * database (on PGlite, the same DATA_DIR started again) finds the job abandoned and delivers it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseForProcess } from '../../../test/process-database.js';
import { linkIn, startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.js';
import { spawnServer, type ServerProcess } from '../../../testing/spawn-server.js';
import { until } from '../../../test/until.js';
import { DEMO_USERS } from '../../seed/demo.js';

describe('a node killed in the middle of a job', { timeout: 400_000 }, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('leaves the job to another node, which finishes it', async () => {
    const catcher: MailCatcher = await startMailCatcher();
    cleanups.push(() => catcher.close());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ledgerdesk-kill-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = await databaseForProcess();
    cleanups.push(database.drop);
    // One installation for both nodes: the same database and the same key to open queued mail.
    const env: Record<string, string> = { NODE_ENV: 'development', DATA_DIR: dataDir, SMTP_URL: catcher.url };
    if (database.url) env.DATABASE_URL = database.url;
    const start = async () => {
      const node: ServerProcess = await spawnServer({ env, timeoutMs: 240_000, quiet: true });
      cleanups.push(() => node.stop());
      return node;
    };
    const email = DEMO_USERS[0]?.email ?? '';

    catcher.hold();
    const first = await start();
    const asked = await fetch(`${first.url}/api/v1/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(200);
    await until(() => catcher.held > 0, 30_000);
    const exited = new Promise((resolve) => first.process.once('exit', resolve));
    first.process.kill('SIGKILL');
    await exited;
    catcher.release();
    expect(catcher.mails).toHaveLength(0);

    await start();
    const mail = await catcher.waitFor(email, 120_000);
    expect(linkIn(mail, '/reset-password').searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(catcher.mails.filter((m) => m.to.includes(email.toLowerCase()))).toHaveLength(1);
  });
});
