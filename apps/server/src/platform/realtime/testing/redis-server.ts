/**
 * A throwaway redis-server on a free loopback port, for tests of several server nodes. Missing
 * Redis fails the test with the way to install it, never a silent pass.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { freePort } from '../../../../testing/index.js';

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

function findRedisServer(): string | undefined {
  const dirs = ['/usr/bin', '/usr/local/bin', ...(process.env.PATH ?? '').split(path.delimiter)];
  return dirs.map((dir) => path.join(dir, 'redis-server')).find((file) => existsSync(file));
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.setTimeout(1000, () => socket.destroy());
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

/** `port`: start again where a stopped one listened (the fault tests bring Redis back). */
export async function startRedisServer(timeoutMs = 10_000, port?: number): Promise<RedisServer> {
  const bin = findRedisServer();
  if (!bin) {
    throw new Error(
      'redis-server is not installed, and the multi-node realtime test needs it.\n' +
        'Install it with `sudo apt-get install -y redis-server` (Debian/Ubuntu).',
    );
  }
  port ??= await freePort();
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await ping(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not start on port ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}
