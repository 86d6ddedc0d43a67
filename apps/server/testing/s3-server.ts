/**
 * A real S3-protocol server (s3rver) in its own process, for the storage tests and the upload
 * benchmark: the app talks HTTP to it exactly as to S3 or MinIO, and a test can kill it mid-request.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface S3ServerProcess {
  /** STORAGE_URL for the app, credentials included (s3rver accepts S3RVER/S3RVER). */
  storageUrl: string;
  process: ChildProcess;
  /** Resolves on the next line the server logs that contains `text` (it logs each request). */
  logged(text: string): Promise<void>;
  stop(): Promise<void>;
}

const s3rverBin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');

export async function startS3Server(bucket = 'ledgerdesk'): Promise<S3ServerProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ledgerdesk-s3-'));
  const child = spawn(process.execPath, [s3rverBin, '-d', dir, '-a', '127.0.0.1', '-p', '0', '--configure-bucket', bucket], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const waiting = new Set<{ text: string; resolve: () => void }>();
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    output += chunk;
    for (const wait of waiting) {
      if (chunk.includes(wait.text)) {
        waiting.delete(wait);
        wait.resolve();
      }
    }
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A server that never said it listens must not outlive the test that started it.
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      reject(new Error(`s3rver did not start:\n${output}`));
    }, 60_000);
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}:\n${output}`)));
    const onData = () => {
      const match = /listening on [\d.]+:(\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve(Number(match[1]));
    };
    child.stdout.on('data', onData);
  });
  const endpoint = encodeURIComponent(`http://127.0.0.1:${port}`);
  return {
    storageUrl: `s3://S3RVER:S3RVER@${bucket}?endpoint=${endpoint}&region=us-east-1&forcePathStyle=true`,
    process: child,
    logged: (text) => new Promise((resolve) => waiting.add({ text, resolve })),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
