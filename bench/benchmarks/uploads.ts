/**
 * File uploads under load: 200 uploads of 1 MB each, all started at once, into one folder of a
 * demo business, through POST /api/v1/files (staging, type detection, sha256, storage, one row
 * per file under the folder's lock for numbered names). Target: none fails.
 * Then memory: 20 uploads of 25 MB at once, the server's resident memory sampled throughout.
 * Target: none fails, and the peak stays far below the 500 MB they carry (bytes stream to disk
 * and on to storage; none is held whole).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ServerProcess } from '@ledgerdesk/server/testing';
import { signIn } from '../lib/session.js';

const UPLOADS = 200;
const FILE_BYTES = 1024 * 1024;
const LARGE_UPLOADS = 20;
const LARGE_FILE_BYTES = 25 * 1024 * 1024;

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A fresh folder in the first business the Super Admin sees, so reruns never share a folder. */
async function benchFolder(server: ServerProcess, headers: { authorization: string }): Promise<string> {
  const businesses = await json<{ data: Array<{ id: string }> }>(
    await fetch(`${server.url}/api/v1/businesses?limit=1`, { headers }),
    'listing businesses',
  );
  const businessId = businesses.data[0]?.id;
  if (!businessId) throw new Error('the demo seed has no business');
  const created = await json<{ data: { id: string } }>(
    await fetch(`${server.url}/api/v1/folders`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ownerType: 'business', ownerId: businessId, name: `Bench uploads ${new Date().toISOString()}` }),
    }),
    'creating the folder',
  );
  return created.data.id;
}

// A PDF header over random bytes: detected as a PDF, and incompressible like a real scan.
const pdfOf = (size: number) =>
  new Blob([new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]))], { type: 'application/pdf' });

function uploader(server: ServerProcess, headers: { authorization: string }, folderId: string, file: Blob) {
  return async (): Promise<{ ok: boolean; ms: number }> => {
    const body = new FormData();
    body.append('folderId', folderId);
    body.append('file', file, 'statement.pdf');
    const started = performance.now();
    try {
      const response = await fetch(`${server.url}/api/v1/files`, { method: 'POST', headers, body });
      await response.arrayBuffer();
      return { ok: response.status === 201, ms: performance.now() - started };
    } catch {
      return { ok: false, ms: performance.now() - started };
    }
  };
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The server process's resident set, from /proc (Linux). */
function rss(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) * 1024;
}

/** 20 × 25 MB at once: RSS before, at its peak (sampled every 50 ms) and once they are done. */
async function largeUploadMemory(server: ServerProcess, headers: { authorization: string }, folderId: string) {
  const pid = server.process.pid;
  if (pid === undefined) throw new Error('the server has no pid');
  const uploadOne = uploader(server, headers, folderId, pdfOf(LARGE_FILE_BYTES));
  const before = rss(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss(pid));
  }, 50);
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: LARGE_UPLOADS }, uploadOne));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return {
    uploads: LARGE_UPLOADS,
    fileMB: megabytes(LARGE_FILE_BYTES),
    failed: results.filter((r) => !r.ok).length,
    seconds: Math.round(seconds * 100) / 100,
    serverRssMB: { before: megabytes(before), peak: megabytes(peak), after: megabytes(rss(pid)) },
  };
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

export async function benchUploads(server: ServerProcess, _databaseUrl?: string) {
  const headers = await signIn(server);
  const folderId = await benchFolder(server, headers);
  const uploadOne = uploader(server, headers, folderId, pdfOf(FILE_BYTES));
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: UPLOADS }, uploadOne));
  const seconds = (performance.now() - started) / 1000;

  const listed = await json<{ pagination: { total: number } }>(
    await fetch(`${server.url}/api/v1/files?folderId=${folderId}&limit=1`, { headers }),
    'listing the folder',
  );
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const succeeded = results.filter((r) => r.ok).length;
  const memory = await largeUploadMemory(server, headers, await benchFolder(server, headers));
  return {
    uploads: UPLOADS,
    fileBytes: FILE_BYTES,
    failed: UPLOADS - succeeded,
    storedInFolder: listed.pagination.total,
    seconds: Math.round(seconds * 100) / 100,
    throughputMBps: Math.round(((succeeded * FILE_BYTES) / 1024 / 1024 / seconds) * 10) / 10,
    latencyMs: {
      p50: Math.round(percentile(latencies, 0.5)),
      p99: Math.round(percentile(latencies, 0.99)),
      max: Math.round(latencies.at(-1) ?? 0),
    },
    memory,
  };
}
