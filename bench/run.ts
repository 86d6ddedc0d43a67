/**
 * `npm run bench`: starts the real server as a child process on a loopback port (PostgreSQL by
 * default — a throwaway cluster, or BENCH_DATABASE_URL; BENCH_DB=pglite for the embedded one),
 * runs each benchmark, prints one JSON document and keeps it in bench/results/. BENCH_STORAGE=s3
 * puts files in a real S3-protocol server (s3rver) in its own process instead of on local disk.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer, startPgCluster, startS3Server, type ServerProcess } from '@ledgerdesk/server/testing';
import { benchAuth } from './benchmarks/auth.js';
import { benchChat } from './benchmarks/chat.js';
import { benchClients } from './benchmarks/clients.js';
import { benchCoding } from './benchmarks/coding.js';
import { benchImports } from './benchmarks/imports.js';
import { benchLedger } from './benchmarks/ledger.js';
import { benchReports } from './benchmarks/reports.js';
import { benchScale } from './benchmarks/scale.js';
import { benchTransfers } from './benchmarks/transfers.js';
import { benchUploads } from './benchmarks/uploads.js';

type Benchmark = (server: ServerProcess, databaseUrl: string | undefined) => Promise<unknown>;
const benchmarks: Record<string, Benchmark> = {
  auth: benchAuth,
  clients: benchClients,
  uploads: benchUploads,
  chat: benchChat,
  imports: benchImports,
  ledger: benchLedger,
  reports: benchReports,
  coding: benchCoding,
  transfers: benchTransfers,
  scale: benchScale,
};
const only = process.argv.slice(2);
const OPT_IN = new Set(['scale']);

const dataDir = mkdtempSync(path.join(tmpdir(), 'ledgerdesk-bench-'));
const usePglite = process.env.BENCH_DB === 'pglite';
const cluster = usePglite ? undefined : process.env.BENCH_DATABASE_URL ? undefined : await startPgCluster();
const databaseUrl = usePglite ? undefined : (process.env.BENCH_DATABASE_URL ?? cluster?.url);

const s3 = process.env.BENCH_STORAGE === 's3' ? await startS3Server() : undefined;

const server = await spawnServer({
  quiet: true,
  env: {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(s3 ? { STORAGE_URL: s3.storageUrl } : {}),
  },
}).catch(async (err: unknown) => {
  await s3?.stop();
  throw err;
});
const results: Record<string, unknown> = {};
try {
  for (const [name, bench] of Object.entries(benchmarks)) {
    // The scale bench builds 10,000,000 journal lines first: it runs only when named.
    if (only.length ? !only.includes(name) : OPT_IN.has(name)) continue;
    results[name] = await bench(server, databaseUrl);
  }
} finally {
  await server.stop();
  await s3?.stop();
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const report = {
  at: new Date().toISOString(),
  machine: { cores: cpus().length, node: process.version },
  database: databaseUrl ? 'postgres' : 'pglite',
  storage: s3 ? 's3' : 'disk',
  results,
};
const json = JSON.stringify(report, null, 2);
console.log(json);
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(path.join(import.meta.dirname, 'results', 'latest.json'), json);
