/**
 * One real server for the browser tests: fresh embedded database with the demo data, the built
 * web app, and a real SMTP server whose messages are written to MAIL_DIR for the specs to read.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnServer } from '@ledgerdesk/server/testing';
import { SMTPServer } from 'smtp-server';
import { E2E_DIR, E2E_PORT, MAIL_DIR } from './env.js';
import { ensureWebBuild } from './web-build.js';

async function startSmtp(): Promise<{ port: number; close: () => Promise<void> }> {
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
        writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${++n}-${to}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address !== 'object') throw new Error('SMTP server did not listen');
  return { port: address.port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export default async function globalSetup() {
  const webDist = ensureWebBuild();
  rmSync(E2E_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  const smtp = await startSmtp();
  const server = await spawnServer({
    port: E2E_PORT,
    // A new embedded database, the demo seed and every business's chart: slow on a busy machine.
    timeoutMs: 180_000,
    env: {
      NODE_ENV: 'development',
      DATA_DIR: path.join(E2E_DIR, 'data'),
      // Files and mail on disk, the database in memory: a new embedded database on disk cost
      // 11 s more to create than one in memory, and the journeys need it only for this run.
      DATABASE_URL: 'memory://',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      WEB_DIST: webDist,
    },
  });
  return async () => {
    await server.stop();
    await smtp.close();
  };
}
