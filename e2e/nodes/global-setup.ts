/**
 * Two server nodes as docs/deploy.md runs them: one PostgreSQL database (a throwaway cluster, or
 * a new database on TEST_DATABASE_URL's server), one redis-server, one S3 store (s3rver), the
 * same secrets, a DATA_DIR each, and nginx in front with deploy/nginx/ledgerdesk.conf. Node A
 * migrates and seeds the demo practice first; node B then starts on the same database.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createDatabase, spawnServer, startPgCluster, startRedisServer, startS3Server } from '@ledgerdesk/server/testing';
import { E2E_BASE_URL, E2E_DIR, E2E_PORT } from '../support/env.js';
import { ensureWebBuild } from '../support/web-build.js';
import { NGINX_DIR, NODE_A_PORT, NODE_B_PORT } from './env.js';
import { startNginx } from './nginx.js';

export default async function globalSetup() {
  const webDist = ensureWebBuild();
  rmSync(E2E_DIR, { recursive: true, force: true });
  mkdirSync(E2E_DIR, { recursive: true });
  // Stopped in reverse order at the end, or at once when a later part fails to start.
  const stops: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const cluster = await startPgCluster();
    stops.push(() => cluster.stop());
    const database = await createDatabase(cluster.url, `ledgerdesk_e2e_nodes_${E2E_PORT}`);
    stops.push(() => database.drop());
    const redis = await startRedisServer();
    stops.push(() => redis.stop());
    const s3 = await startS3Server();
    stops.push(() => s3.stop());
    const shared = {
      NODE_ENV: 'development',
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      STORAGE_URL: s3.storageUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SETTINGS_KEY: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'true',
      APP_URL: E2E_BASE_URL,
      WEB_DIST: webDist,
    };
    const nodes = [];
    for (const name of ['node-a', 'node-b']) {
      // The first start migrates the database and seeds the demo practice: slow on a busy machine.
      const node = await spawnServer({ env: { ...shared, DATA_DIR: path.join(E2E_DIR, name) }, timeoutMs: 240_000 });
      stops.push(() => node.stop());
      nodes.push(node.port);
    }
    const [a = 0, b = 0] = nodes;
    const nginx = await startNginx(NGINX_DIR, [
      { name: 'ledgerdesk', listen: E2E_PORT, nodes: [a, b] },
      { name: 'ledgerdesk_a', listen: NODE_A_PORT, nodes: [a] },
      { name: 'ledgerdesk_b', listen: NODE_B_PORT, nodes: [b] },
    ]);
    stops.push(() => nginx.stop());
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
