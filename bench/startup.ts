/**
 * `npm run startup -w @ledgerdesk/bench`: how long the server takes from process start to
 * its first /api/health answer, and its resident memory then and after a few requests, on a
 * throwaway PostgreSQL cluster (ADR 0013). Each way of running the server (`tsx`: TypeScript
 * through tsx as `npm start` did before; `compiled`: the esbuild bundle `npm start` runs now) is
 * started RUNS times, alternately so that load from elsewhere on the machine falls on both, and
 * the medians are printed as JSON. On a shared machine the wall time to start varies with other
 * load several times over; the CPU time the start used does not. Name the ways to run only those: `-- tsx`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startPgCluster } from '@ledgerdesk/server/testing';

const serverRoot = path.resolve(import.meta.dirname, '../apps/server');
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);

const ways: Record<string, string[]> = {
  tsx: [path.resolve(serverRoot, '../../node_modules/.bin/tsx'), 'src/main.ts'],
  compiled: [process.execPath, '--enable-source-maps', 'dist/main.js'],
};

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const children = (pid: number): number[] =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
const mb = (kb: number) => Math.round(kb / 102.4) / 10;
/** CPU time (user + system, in clock ticks of 10 ms) a process has used: unlike wall time, other load does not inflate it. */
const cpuTicks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
};
const treeCpuMs = (pid: number): number => cpuTicks(pid) * 10 + children(pid).reduce((sum, c) => sum + treeCpuMs(c), 0);

/**
 * Resident memory of the process and every process it started (tsx's command runs the server in
 * a child and stays beside it), and of the server process alone (the last of the line).
 */
function rss(pid: number): { treeMb: number; serverMb: number } {
  const walk = (p: number): number => rssKb(p) + children(p).reduce((sum, c) => sum + walk(c), 0);
  let server = pid;
  for (let next = children(server)[0]; next !== undefined; next = children(server)[0]) server = next;
  return { treeMb: mb(walk(pid)), serverMb: mb(rssKb(server)) };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A few ordinary requests: a sign-in (argon2), the profile, two lists and the dashboard. */
async function someRequests(url: string): Promise<void> {
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'casemanager@demo.test', password: 'Demo@12345' }),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const headers = { authorization: `Bearer ${data.accessToken}` };
  for (const route of ['/api/v1/me', '/api/v1/clients?limit=50', '/api/v1/businesses?limit=50', '/api/v1/dashboard']) {
    const response = await fetch(url + route, { headers });
    await response.arrayBuffer();
  }
}

async function once(way: string, env: Record<string, string>) {
  const [command = '', ...args] = ways[way] ?? [];
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: serverRoot,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), APP_URL: url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForHealth(url, child);
    const startMs = Math.round(performance.now() - started);
    const startCpuMs = treeCpuMs(child.pid ?? 0);
    const atStart = rss(child.pid ?? 0);
    for (let i = 0; i < 5; i++) await someRequests(url);
    const after = rss(child.pid ?? 0);
    return {
      startMs,
      startCpuMs,
      rssAtStartMb: atStart.treeMb,
      rssAfterRequestsMb: after.treeMb,
      serverRssAtStartMb: atStart.serverMb,
      serverRssAfterRequestsMb: after.serverMb,
    };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const chosen = process.argv.slice(2).filter((a) => a in ways);
const measured = chosen.length ? chosen : Object.keys(ways);
const cluster = await startPgCluster();
const dataDir = mkdtempSync(path.join(tmpdir(), 'ledgerdesk-startup-'));
const env = { NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: cluster.url };
try {
  // The first start migrates and seeds the demo data; the measured ones find it there.
  await once(measured[0] ?? 'tsx', env);
  const runs: Record<string, Array<Awaited<ReturnType<typeof once>>>> = Object.fromEntries(measured.map((w) => [w, []]));
  for (let i = 0; i < RUNS; i++) for (const way of measured) runs[way]?.push(await once(way, env));
  const report = Object.fromEntries(
    Object.entries(runs).map(([way, list]) => [
      way,
      {
        startMs: median(list.map((r) => r.startMs)),
        startCpuMs: median(list.map((r) => r.startCpuMs)),
        rssAtStartMb: median(list.map((r) => r.rssAtStartMb)),
        rssAfterRequestsMb: median(list.map((r) => r.rssAfterRequestsMb)),
        serverRssAtStartMb: median(list.map((r) => r.serverRssAtStartMb)),
        serverRssAfterRequestsMb: median(list.map((r) => r.serverRssAfterRequestsMb)),
        runs: list,
      },
    ]),
  );
  console.log(JSON.stringify({ at: new Date().toISOString(), node: process.version, database: 'postgres', runs: RUNS, report }, null, 2));
} finally {
  cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
