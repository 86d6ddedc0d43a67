/** What every driver shares: the key format, the byte counter that enforces an upload limit while it streams, and the errors. */
import { Transform, type Readable } from 'node:stream';

/** More bytes arrived than PutOptions.maxBytes allows; nothing was kept. */
export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The upload is larger than ${maxBytes} bytes`);
    this.name = 'StorageLimitError';
  }
}

/** The storage did not answer or broke off; nothing was kept. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The file storage is unavailable', { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** Passes bytes through and fails the stream as soon as the count goes over `maxBytes`. */
export function byteLimit(maxBytes: number | undefined): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (maxBytes !== undefined && seen > maxBytes) callback(new StorageLimitError(maxBytes));
      else callback(null, chunk);
    },
  });
}

/** Keys are random uuids: nothing a person typed ever becomes a path or an object name. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f-]{36}$/;

/** Inclusive byte offsets, as in an HTTP Range header; `end` past the last byte means "to the end". */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  /** Refuse (StorageLimitError) and keep nothing once more bytes than this have arrived. */
  maxBytes?: number;
  contentType?: string;
}

export interface Storage {
  /** Streams the body in under a new key; on any failure nothing is left under that key. */
  put(body: Readable | Buffer, options?: PutOptions): Promise<string>;
  /** The bytes under a key (or one range of them), or undefined when there are none. */
  read(key: string, range?: ByteRange): Promise<Readable | undefined>;
  remove(key: string): Promise<void>;
  /** Resolves when the storage answers (for readiness checks); rejects with why it does not. */
  check(): Promise<void>;
}
