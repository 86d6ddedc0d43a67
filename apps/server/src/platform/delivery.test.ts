/**
 * How answers reach a browser with NODE_ENV=production: compressed when they are text, cached
 * for a year when their names carry a content hash, index.html asked again each time, and no
 * source map handed out. Outside production nothing is compressed and maps are served.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { PNG } from '../modules/files/files.fixture.js';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly these headers (fetch would add its own accept-encoding and undo the encoding). */
function raw(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: 'row ${i}' }`).join(', ')}];\n`;

function writeWebBuild(root: string): void {
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><script type="module" src="/assets/app-1a2b3c4d.js"></script>');
  writeFileSync(path.join(root, 'assets/app-1a2b3c4d.js'), SCRIPT);
  writeFileSync(path.join(root, 'assets/app-1a2b3c4d.js.map'), JSON.stringify({ version: 3, sources: ['../src/main.tsx'], mappings: '' }));
  // A real PNG header with enough bytes after it to pass the compression threshold.
  writeFileSync(path.join(root, 'assets/logo-9f8e7d6c.png'), Buffer.concat([PNG, Buffer.alloc(4096, 0x41)]));
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

describe('delivery in production', () => {
  const web = mkdtempSync(path.join(tmpdir(), 'ledgerdesk-web-'));
  let production: TestApp;
  let development: TestApp;
  beforeAll(async () => {
    writeWebBuild(web);
    production = await createTestApp({
      NODE_ENV: 'production',
      SETTINGS_KEY: randomBytes(32).toString('hex'),
      ALLOW_EMBEDDED_DATABASE: 'true',
      WEB_DIST: web,
    });
    development = await createTestApp({ NODE_ENV: 'development', WEB_DIST: web });
  }, 120_000);
  afterAll(async () => {
    await production.close();
    await development.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('compresses API answers with brotli or gzip, as the client accepts, and only in production', async () => {
    const plain = await raw(`${production.baseUrl}/api/docs/json`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = JSON.parse(plain.body.toString()) as unknown;

    const br = await raw(`${production.baseUrl}/api/docs/json`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(document);

    const gzip = await raw(`${production.baseUrl}/api/docs/json`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(document);

    const inDevelopment = await raw(`${development.baseUrl}/api/docs/json`, { 'accept-encoding': 'gzip, br' });
    expect(inDevelopment.headers['content-encoding']).toBeUndefined();
  });

  it('caches hashed assets for a year, compressing scripts but not images', async () => {
    const script = await raw(`${production.baseUrl}/assets/app-1a2b3c4d.js`, { 'accept-encoding': 'br' });
    expect(script.status).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(script.body).toString()).toBe(SCRIPT);

    const image = await raw(`${production.baseUrl}/assets/logo-9f8e7d6c.png`, { 'accept-encoding': 'br, gzip' });
    expect(image.status).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.subarray(0, PNG.length)).toEqual(PNG);
  });

  it('has browsers ask for index.html every time, on its own path and on client routes', async () => {
    for (const page of ['/index.html', '/clients', '/reports/balance-sheet']) {
      const res = await raw(production.baseUrl + page);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toContain('/assets/app-1a2b3c4d.js');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await raw(`${production.baseUrl}/favicon.svg`)).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves no source maps in production', async () => {
    expect((await raw(`${production.baseUrl}/assets/app-1a2b3c4d.js.map`)).status).toBe(404);
    expect((await raw(`${development.baseUrl}/assets/app-1a2b3c4d.js.map`)).status).toBe(200);
  });
});
