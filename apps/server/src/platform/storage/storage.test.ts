/**
 * One contract for every storage driver, run against local disk and against a real S3-protocol
 * server in its own process: what goes in comes out, ranges, removal, missing keys, the upload
 * limit and a broken stream leave nothing behind.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3ServerProcess } from '../../../testing/s3-server.js';
import { createStorage, StorageLimitError, StorageUnavailableError, type Storage } from './index.js';

async function readAll(stream: Readable | undefined): Promise<Buffer> {
  if (!stream) throw new Error('nothing stored under that key');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A body that yields `bytes` in 64 KB chunks, as a request or a file stream would. */
function streamOf(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 65_536) yield bytes.subarray(at, at + 65_536);
    })(),
  );
}

interface Opened {
  storage: Storage;
  close: () => Promise<void>;
}

interface Driver {
  name: string;
  open: () => Promise<Opened>;
}

const drivers: Driver[] = [
  {
    name: 'local disk',
    open() {
      const dir = mkdtempSync(path.join(tmpdir(), 'ledgerdesk-storage-'));
      return Promise.resolve({
        storage: createStorage(undefined, dir),
        close() {
          // A put that failed must not have left a partial file behind.
          const left = readdirSync(path.join(dir, 'files'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
          expect(left.map((e) => e.name).filter((name) => name.endsWith('.partial'))).toEqual([]);
          rmSync(dir, { recursive: true, force: true });
          return Promise.resolve();
        },
      });
    },
  },
  {
    name: 'S3 (s3rver in its own process)',
    async open() {
      const server: S3ServerProcess = await startS3Server();
      return { storage: createStorage(server.storageUrl, '/unused'), close: () => server.stop() };
    },
  },
];

describe.each(drivers)('storage on $name', (driver) => {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await driver.open());
  }, 90_000);
  afterAll(() => close?.());

  const big = randomBytes(6 * 1024 * 1024 + 123);

  it('answers its readiness check', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('gives back exactly what a streamed put stored, under a new key each time', async () => {
    const first = await storage.put(streamOf(big), { contentType: 'application/pdf' });
    const second = await storage.put(Buffer.from('small'));
    expect(first).not.toBe(second);
    expect((await readAll(await storage.read(first))).equals(big)).toBe(true);
    expect((await readAll(await storage.read(second))).toString()).toBe('small');
  });

  it('reads one byte range, the end clamped to the last byte', async () => {
    const key = await storage.put(streamOf(big));
    expect((await readAll(await storage.read(key, { start: 10, end: 19 }))).equals(big.subarray(10, 20))).toBe(true);
    const tail = await readAll(await storage.read(key, { start: big.length - 5, end: big.length - 1 }));
    expect(tail.equals(big.subarray(-5))).toBe(true);
  });

  it('forgets a removed key, and removing it again is no error', async () => {
    const key = await storage.put(Buffer.from('gone soon'));
    await storage.remove(key);
    expect(await storage.read(key)).toBeUndefined();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('answers undefined for a key that was never stored or is not a key at all', async () => {
    expect(await storage.read('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await storage.read('../../etc/passwd')).toBeUndefined();
  });

  it('refuses a body over the limit while it streams', async () => {
    await expect(storage.put(streamOf(big), { maxBytes: 1024 * 1024 })).rejects.toBeInstanceOf(StorageLimitError);
  });

  it('passes on the error of a body that breaks off', async () => {
    const broken = Readable.from(
      (async function* () {
        yield await Promise.resolve(randomBytes(1024));
        throw new Error('client went away');
      })(),
    );
    await expect(storage.put(broken)).rejects.toThrow('client went away');
  });
});

describe('storage on S3 once the server is gone', () => {
  it('says it is unavailable instead of hanging or pretending', async () => {
    const server = await startS3Server();
    const storage = createStorage(server.storageUrl, '/unused');
    await server.stop();
    await expect(storage.check()).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.put(Buffer.from('lost'))).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.read('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(StorageUnavailableError);
  }, 90_000);
});
