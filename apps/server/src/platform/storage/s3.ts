/**
 * S3-compatible object storage through the AWS SDK. Puts stream through lib-storage's Upload:
 * one 5 MB part at a time (queueSize 1), so an upload holds at most a part or two in memory
 * whatever its size; a failed or oversized upload aborts its multipart upload, leaving no object.
 * Reads are GetObject streams, with a Range header for partial downloads.
 */
import { randomUUID } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { byteLimit, STORAGE_KEY_PATTERN, StorageLimitError, StorageUnavailableError, type Storage } from './common.js';

export interface S3Settings {
  bucket: string;
  /** Put before every key, e.g. 'ledgerdesk/' to share a bucket. */
  prefix: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * s3://bucket[/prefix]?endpoint=http://host:9000&region=us-east-1&forcePathStyle=true, with
 * credentials as the URL's user and password or (better) AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY.
 */
export function parseS3Url(url: URL): S3Settings {
  if (!url.hostname) throw new Error('STORAGE_URL: an s3:// URL needs a bucket, as in s3://bucket');
  const prefix = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  const query = url.searchParams;
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  return {
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : '',
    endpoint: query.get('endpoint') ?? undefined,
    region: query.get('region') ?? process.env.AWS_REGION ?? 'us-east-1',
    forcePathStyle: query.get('forcePathStyle') === 'true',
    credentials: user && password ? { accessKeyId: user, secretAccessKey: password } : undefined,
  };
}

const PART_BYTES = 5 * 1024 * 1024;

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: the default aws-chunked trailers are not understood
    // by every S3-compatible server, and sha256 is already taken of every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
  });
  const objectKey = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error('Invalid storage key');
    return `${settings.prefix}${key}`;
  };
  return {
    async put(body, options = {}) {
      const key = randomUUID();
      // The limit is counted as the bytes flow. The source's own error (the client went away) is
      // passed on as it is; any other failure is the storage's.
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      let sourceError: Error | undefined;
      source.once('error', (err) => {
        sourceError = err;
      });
      const limiter = byteLimit(options.maxBytes);
      pipeline(source, limiter, () => undefined);
      const upload = new Upload({
        client,
        params: { Bucket: settings.bucket, Key: objectKey(key), Body: limiter, ContentType: options.contentType },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        if (err instanceof StorageLimitError) throw err;
        // A failing Upload aborts its reading of the body, which reaches the source as an AbortError.
        if (sourceError && sourceError.name !== 'AbortError') throw sourceError;
        limiter.destroy();
        throw new StorageUnavailableError(err);
      }
      return key;
    },
    async read(key, range) {
      if (!STORAGE_KEY_PATTERN.test(key)) return undefined;
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: settings.bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return answer.Body as Readable;
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw new StorageUnavailableError(err);
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
      } catch (err) {
        if (!isMissing(err)) throw new StorageUnavailableError(err);
      }
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
      } catch (err) {
        throw new StorageUnavailableError(err);
      }
    },
  };
}
