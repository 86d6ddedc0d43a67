import { message } from '@ledgerdesk/domain';
/**
 * Reading a multipart upload without trusting it: text fields first (checked by the caller before
 * any byte of a file is kept), then `file` parts, each streamed to a private temporary file while
 * its sha256 and first bytes are taken. Nothing reaches storage here, so a part over the size
 * limit, a count over the limit or a refused field leaves nothing behind: the temporary files go
 * with the request. The rest of a refused body is read and dropped, so the client gets the answer
 * instead of a broken connection.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { Errors } from '../../platform/errors.js';
import { detectContentType, SNIFF_BYTES } from './content-type.js';
import { cleanName } from './file-names.js';

export interface StagedFile {
  /** The name as sent, tidied for display; never used as a path. */
  name: string;
  size: number;
  mimeType: string;
  checksum: string;
  tempPath: string;
}

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
}

export interface Staged<T> {
  accepted: T;
  files: StagedFile[];
  /** Removes the temporary files; call once the files are stored or refused. */
  discard(): Promise<void>;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

function limitError(err: unknown, limits: UploadLimits): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return Errors.tooLarge(message('files.fileTooLarge', { size: megabytes(limits.maxFileBytes) }));
  if (code === 'FST_FILES_LIMIT') return Errors.tooLarge(message('files.tooManyFiles', { maxFiles: limits.maxFiles }));
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return Errors.badRequest(message('files.tooManyFields'));
  return err;
}

async function drain(stream: Readable): Promise<void> {
  stream.resume();
  await finished(stream).catch(() => undefined);
}

async function stageFile(
  file: Readable & { truncated?: boolean },
  filename: string,
  dir: string,
  index: number,
  limits: UploadLimits,
): Promise<StagedFile> {
  // Browsers send a double quote in a multipart file name as %22 (HTML's form encoding).
  const name = cleanName(filename.replaceAll('%22', '"'));
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      if (headLength < SNIFF_BYTES) {
        const piece = chunk.subarray(0, SNIFF_BYTES - headLength);
        head.push(piece);
        headLength += piece.length;
      }
      callback(null, chunk);
    },
  });
  const tempPath = path.join(dir, String(index));
  await pipeline(file, tap, createWriteStream(tempPath, { flags: 'wx' }));
  if (file.truncated) throw Errors.tooLarge(message('files.namedFileTooLarge', { name, size: megabytes(limits.maxFileBytes) }));
  const sniffed = Buffer.concat(head);
  return { name, size, mimeType: detectContentType(sniffed, name, size <= SNIFF_BYTES), checksum: hash.digest('hex'), tempPath };
}

/**
 * Stages every `file` part of the request. `accept` gets the text fields sent before the first
 * file (or all of them, when there is no file) and may refuse them by throwing.
 */
export async function stageUpload<T>(
  request: FastifyRequest,
  tempRoot: string,
  limits: UploadLimits,
  accept: (fields: Readonly<Record<string, string>>) => Promise<T>,
): Promise<Staged<T>> {
  if (!request.isMultipart()) throw Errors.badRequest(message('files.multipart'));
  await mkdir(tempRoot, { recursive: true });
  const dir = await mkdtemp(path.join(tempRoot, 'upload-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  const staged: StagedFile[] = [];
  let accepted: { value: T } | undefined;
  let failure: unknown;
  const parts = request.parts({
    preservePath: true,
    limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 10, parts: limits.maxFiles + 10 },
  });
  for (;;) {
    let step: IteratorResult<Multipart>;
    try {
      step = await parts.next();
    } catch (err) {
      failure ??= err;
      break;
    }
    if (step.done) break;
    const part = step.value;
    if (failure !== undefined) {
      if (part.type === 'file') await drain(part.file);
      continue;
    }
    try {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') throw Errors.badRequest(message('files.fileField'));
      accepted ??= { value: await accept(fields) };
      staged.push(await stageFile(part.file, part.filename, dir, staged.length, limits));
    } catch (err) {
      failure = err;
      if (part.type === 'file') await drain(part.file);
    }
  }
  try {
    if (failure !== undefined) throw limitError(failure, limits);
    accepted ??= { value: await accept(fields) };
    if (staged.length === 0) throw Errors.badRequest(message('files.atLeastOneFile'));
    return { accepted: accepted.value, files: staged, discard };
  } catch (err) {
    await discard();
    throw err;
  }
}
