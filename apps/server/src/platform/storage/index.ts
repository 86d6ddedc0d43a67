/**
 * Where uploaded bytes live. Keys are generated ids, never user-supplied names, so a file name
 * can never become a path. Bytes stream in and out: no driver holds a whole file in memory.
 * Local disk under DATA_DIR/files by default; S3-compatible object storage when STORAGE_URL is
 * an s3:// URL (ADR 0014).
 */
import path from 'node:path';
import { createDiskStorage } from './disk.js';
import { createS3Storage, parseS3Url } from './s3.js';

import type { Storage } from './common.js';

export {
  STORAGE_KEY_PATTERN,
  StorageLimitError,
  StorageUnavailableError,
  type ByteRange,
  type PutOptions,
  type Storage,
} from './common.js';

/** STORAGE_URL: unset or file:// keeps files on local disk; s3://bucket[/prefix]?endpoint=… uses S3. */
export function createStorage(storageUrl: string | undefined, dataDir: string): Storage {
  if (!storageUrl) return createDiskStorage(path.join(dataDir, 'files'));
  const url = new URL(storageUrl);
  if (url.protocol === 'file:') return createDiskStorage(url.pathname || path.join(dataDir, 'files'));
  if (url.protocol === 's3:') return createS3Storage(parseS3Url(url));
  throw new Error(`STORAGE_URL must be a file:// or s3:// URL, not ${url.protocol}`);
}
