/**
 * Local disk: DATA_DIR/files/<first two characters of the key>/<key>. A put streams into a
 * temporary name in the same directory and renames it once complete, so a half-written file is
 * never readable under its key and an aborted or oversized upload leaves nothing behind.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { byteLimit, STORAGE_KEY_PATTERN as KEY_PATTERN, type Storage } from './common.js';

export function createDiskStorage(root: string): Storage {
  const locate = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('Invalid storage key');
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(body, options = {}) {
      const key = randomUUID();
      const file = locate(key);
      const partial = `${file}.partial`;
      await mkdir(path.dirname(file), { recursive: true });
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      try {
        await pipeline(source, byteLimit(options.maxBytes), createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, file);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
      return key;
    },
    async read(key, range) {
      if (!KEY_PATTERN.test(key)) return undefined;
      const file = locate(key);
      const size = await stat(file).then(
        (s) => s.size,
        () => undefined,
      );
      if (size === undefined) return undefined;
      return range ? createReadStream(file, { start: range.start, end: Math.min(range.end, size - 1) }) : createReadStream(file);
    },
    async remove(key) {
      await rm(locate(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root);
    },
  };
}
