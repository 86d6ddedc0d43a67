/**
 * A second server node for multi-node tests: its own Fastify app, socket.io server and Redis
 * connections, sharing only the first node's configuration (JWT secret, REDIS_URL) and its
 * database handle, as nodes behind a load balancer share one PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../app.js';
import type { AppContext } from '../../context.js';
import { createContext } from '../../bootstrap.js';

export interface PeerNode {
  baseUrl: string;
  ctx: AppContext;
  /** Closes this node only; the shared database stays open for the first node. */
  close(): Promise<void>;
}

export async function startPeerNode(first: AppContext): Promise<PeerNode> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ledgerdesk-peer-'));
  const ctx = await createContext({ ...first.config, dataDir }, first.database);
  const app = await buildApp(ctx);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('peer node did not listen');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    ctx,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
