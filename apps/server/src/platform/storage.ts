/**
 * Where uploaded bytes live. Keys are generated ids, never user-supplied names, so a file name
 * can never become a path. Local disk under DATA_DIR/files by default.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface Storage {
  put(bytes: Buffer): Promise<string>;
  read(key: string): Promise<Readable | undefined>;
  remove(key: string): Promise<void>;
  /** Throws when the store cannot take bytes now (the readiness probe asks). */
  ready(): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f-]{36}$/;

export function createDiskStorage(root: string): Storage {
  const locate = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('Invalid storage key');
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(bytes) {
      const key = randomUUID();
      const file = locate(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
      return key;
    },
    async read(key) {
      if (!KEY_PATTERN.test(key)) return undefined;
      const file = locate(key);
      const exists = await stat(file).then(
        () => true,
        () => false,
      );
      return exists ? createReadStream(file) : undefined;
    },
    async remove(key) {
      await rm(locate(key), { force: true });
    },
    async ready() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}
