/**
 * Limits on what a ZIP archive (XLSX is one) may unpack to, checked before any library inflates
 * it: a 51 KB spreadsheet can hold a 50 MB cell, which a parser would inflate and keep in memory.
 * First the central directory's declared sizes (no inflating at all), then, since the directory
 * can lie, every entry is inflated with its output capped at the size it declared, so a parser
 * that reads the same directory afterwards can never produce more than was allowed.
 */
import { inflateRawSync } from 'node:zlib';

export const ZIP_LIMITS = {
  /** Everything the archive unpacks to. A 100,000-line statement sheet is about 15 MB. */
  maxTotalBytes: 64 * 1024 * 1024,
  maxEntries: 1000,
  /** Uncompressed to compressed, per entry past `ratioFromBytes`; spreadsheets stay near 10:1. */
  maxRatio: 100,
  ratioFromBytes: 1024 * 1024,
} as const;

/** `damaged`: not a ZIP a reader can trust; `tooLarge`: it would unpack beyond ZIP_LIMITS. */
export class ArchiveRefusedError extends Error {
  override name = 'ArchiveRefusedError';
  constructor(
    message: string,
    readonly kind: 'damaged' | 'tooLarge' = 'damaged',
  ) {
    super(message);
  }
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;
const ZIP64_MARK = 0xffffffff;

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function findEndOfDirectory(bytes: Buffer): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new ArchiveRefusedError('The file is not a readable ZIP archive (no central directory).');
}

/** The entries the central directory declares, as a reader such as JSZip sees them. */
export function readCentralDirectory(bytes: Buffer): ZipEntry[] {
  const end = findEndOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || size === ZIP64_MARK || offset === ZIP64_MARK) {
    throw new ArchiveRefusedError('ZIP64 archives are not accepted.');
  }
  if (count > ZIP_LIMITS.maxEntries)
    throw new ArchiveRefusedError(`The archive holds more than ${ZIP_LIMITS.maxEntries} files.`, 'tooLarge');
  if (offset + size > end) throw new ArchiveRefusedError('The archive is damaged (its central directory is out of place).');
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new ArchiveRefusedError('The archive is damaged.');
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry = {
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.compressedSize === ZIP64_MARK || entry.uncompressedSize === ZIP64_MARK || entry.localHeaderOffset === ZIP64_MARK) {
      throw new ArchiveRefusedError('ZIP64 archives are not accepted.');
    }
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** Refuses, from the declared sizes alone, an archive that would unpack beyond the limits. */
export function assertDeclaredSizes(entries: readonly ZipEntry[]): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > ZIP_LIMITS.ratioFromBytes && ratio > ZIP_LIMITS.maxRatio) {
      throw new ArchiveRefusedError(
        `The archive's part ${entry.name} would unpack ${Math.round(ratio)} times larger than it is stored (at most ${ZIP_LIMITS.maxRatio} times is accepted): it looks like a ZIP bomb.`,
        'tooLarge',
      );
    }
  }
  if (total > ZIP_LIMITS.maxTotalBytes) {
    throw new ArchiveRefusedError(
      `The archive would unpack to ${megabytes(total)}; at most ${megabytes(ZIP_LIMITS.maxTotalBytes)} is accepted.`,
      'tooLarge',
    );
  }
}

/** The stored bytes of one entry, found through its local header as a reader finds them. */
function storedData(bytes: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) throw new ArchiveRefusedError('The archive is damaged.');
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressedSize > bytes.length) throw new ArchiveRefusedError('The archive is damaged (a part runs past its end).');
  return bytes.subarray(start, start + entry.compressedSize);
}

/**
 * Inflates every entry with its output capped at its declared size: an entry that would unpack
 * to more than it declared is refused at that point, never inflated in full. One entry's output
 * is held at a time.
 */
export function assertActualSizes(bytes: Buffer, entries: readonly ZipEntry[]): void {
  for (const entry of entries) {
    const data = storedData(bytes, entry);
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) throw new ArchiveRefusedError('The archive is damaged.');
      continue;
    }
    if (entry.method !== 8) throw new ArchiveRefusedError(`The archive's part ${entry.name} uses an unsupported compression.`);
    let inflated: Buffer;
    try {
      // One byte over the declared size is enough to catch a directory that lies.
      inflated = inflateRawSync(data, { maxOutputLength: entry.uncompressedSize + 1 });
    } catch (err) {
      if ((err as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new ArchiveRefusedError(
          `The archive's part ${entry.name} unpacks to more than its directory says: it looks like a ZIP bomb.`,
          'tooLarge',
        );
      }
      throw new ArchiveRefusedError(`The archive's part ${entry.name} is damaged.`);
    }
    if (inflated.length !== entry.uncompressedSize) throw new ArchiveRefusedError(`The archive's part ${entry.name} is damaged.`);
  }
}

/** Both checks: for a caller about to hand the archive to a parser. */
export function assertZipWithinLimits(bytes: Buffer): void {
  const entries = readCentralDirectory(bytes);
  assertDeclaredSizes(entries);
  assertActualSizes(bytes, entries);
}
