/**
 * The file manager on S3-compatible storage: a real S3-protocol server (s3rver) in its own
 * process behind STORAGE_URL. Uploads stream into it and downloads (ranges too) stream out; when
 * the server dies in the middle of an upload the answer says so and no row points at nothing.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Role } from '@ledgerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3ServerProcess } from '../../../testing/s3-server.js';
import { buildBusiness, buildClient, buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { countRows, expectRanges, folderNamed, PDF, storedFiles, upload } from './files.fixture.js';

describe('files on S3 storage', () => {
  let s3: S3ServerProcess;
  let t: TestApp;
  let admin: BuiltUser;
  let businessId: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ STORAGE_URL: s3.storageUrl });
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
    businessId = (await buildBusiness(t.ctx, { clientId: (await buildClient(t.ctx)).id })).id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  const folder = (name: string) => folderNamed(t, admin.token, 'business', businessId, name);

  it('stores an upload in the bucket, not on local disk, and serves it back whole and in ranges', async () => {
    const target = await folder('Bank statements');
    const bytes = Buffer.concat([PDF, randomBytes(300_000)]);
    const res = await upload(t, admin.token, target.id, [{ name: 'march.pdf', bytes, type: 'application/pdf' }]);
    expect(res.status).toBe(201);
    expect(await storedFiles(t)).toEqual([]);
    await expectRanges(t, admin.token, res.body.data[0]?.id ?? '', bytes);
  });

  it('answers 503 when the storage dies mid-upload, and keeps no row and no staged bytes', async () => {
    const target = await folder('Receipts and invoices');
    const before = await countRows(t, 'files');
    // Three 5 MB parts: the server is killed once it has stored the first.
    const bytes = Buffer.concat([PDF, randomBytes(12 * 1024 * 1024)]);
    const firstPart = s3.logged('Stored part 1 of');
    const answer = upload(t, admin.token, target.id, [{ name: 'big scan.pdf', bytes, type: 'application/pdf' }]);
    await firstPart;
    s3.process.kill('SIGKILL');
    const res = await answer;
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('STORAGE_UNAVAILABLE');
    expect(res.body.message).toMatch(/storage did not answer/);
    expect(await countRows(t, 'files')).toBe(before);
    const staging = path.join(t.ctx.config.dataDir, 'tmp', 'uploads');
    expect(await readdir(staging)).toEqual([]);
  }, 60_000);
});
