/**
 * Starts the real server as a child process (as `npm start` does, minus the web build) and
 * waits until /api/health answers. Used by the browser tests and the benchmarks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export interface ServerProcess {
  url: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

export async function spawnServer(options: {
  port?: number;
  env: Record<string, string>;
  timeoutMs?: number;
  quiet?: boolean;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), APP_URL: url, LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before it was ready`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready on ${url} within ${options.timeoutMs ?? 60_000} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    process: child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
