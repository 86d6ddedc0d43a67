/** Upload requests: the link's life (mail, public page, uploads, notification), its refusals and its limits. */
import { createHash } from 'node:crypto';
import { get as httpGet } from 'node:http';
import { Role } from '@ledgerdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildBusiness, buildClient, buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { linkIn, startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.js';
import { countRows, folderNamed, form, PDF, PNG, storedFiles, upload, type FileBody, type Part } from './files.fixture.js';
import { uploadRequests } from './files.tables.js';

interface Created {
  id: string;
  link: string;
  status: string;
  expiresAt: string;
  maxFileSize: number;
  maxFiles: number;
}

describe('upload requests', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let supervisor: BuiltUser;
  let business: { id: string; name: string };
  let folderId: string;
  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ SMTP_URL: mail.url });
    supervisor = await buildUser(t.ctx, { roleId: Role.Supervisor, firstName: 'Sam', lastName: 'Super' });
    const brand = await buildBrand(t.ctx, { name: 'Harbour Accounting', primaryColor: '#ff6600' });
    const client = await buildClient(t.ctx, { brandId: brand.id, supervisorId: supervisor.user.id });
    business = await buildBusiness(t.ctx, { clientId: client.id, name: 'Harbour Cafe' });
    folderId = (await folderNamed(t, supervisor.token, 'business', business.id, 'Bank statements')).id;
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const create = async (body: Record<string, unknown> = {}) => {
    const res = await t.api.post<{ data: Created }>(
      '/api/v1/upload-requests',
      { businessId: business.id, folderId, ...body },
      { token: supervisor.token },
    );
    expect(res.status).toBe(201);
    return { ...res.body.data, token: new URL(res.body.data.link).searchParams.get('token') ?? '' };
  };
  const open = (id: string, token: string) =>
    t.api.get<{ data: Record<string, unknown>; code: string; message: string }>(
      `/api/v1/public/upload-requests/${id}?token=${encodeURIComponent(token)}`,
    );
  const send = (id: string, token: string, uploaderName: string | undefined, parts: readonly Part[]) =>
    t.api.send<{ data: { received: Array<{ name: string; size: number }> }; code: string; message: string }>(
      'POST',
      `/api/v1/public/upload-requests/${id}/files?token=${encodeURIComponent(token)}`,
      form(uploaderName === undefined ? {} : { uploaderName }, parts),
    );

  it("creates a link (only its hash kept) and mails it in the brand's look", async () => {
    const request = await create({ message: 'Please send your June statements.', email: 'owner@harbour.test' });
    expect(request.link).toMatch(new RegExp(`^http://ledgerdesk\\.test/upload-request/${request.id}\\?token=[A-Za-z0-9_-]{43}$`));
    expect(request).toMatchObject({ status: 'open', maxFiles: 20, maxFileSize: 25 * 1024 * 1024 });
    const [row] = await t.ctx.db.select().from(uploadRequests).where(eq(uploadRequests.id, request.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(request.token).digest('hex'));

    const sent = await mail.waitFor('owner@harbour.test');
    expect(sent.text).toContain('Harbour Accounting');
    expect(sent.text).toContain('Please send your June statements.');
    expect(sent.text).toContain('#ff6600');
    expect(linkIn(sent, '/upload-request/').toString()).toBe(request.link);
  });

  it('shows the public page its message, limits and brand, never the folder or what is in it', async () => {
    await upload(t, supervisor.token, folderId, [{ name: 'secret-payroll.pdf', bytes: PDF }]);
    const request = await create({ message: 'Receipts for Q4, please.' });
    const res = await open(request.id, request.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      message: 'Receipts for Q4, please.',
      expiresAt: request.expiresAt,
      maxFileSize: 25 * 1024 * 1024,
      maxFiles: 20,
      brand: { name: 'Harbour Accounting', primaryColor: '#ff6600', logoUrl: null },
      businessName: 'Harbour Cafe',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/secret|Bank statements|folder/i);
  });

  it("receives files with the sender's name, without leaking clashes, and notifies the requester", async () => {
    const request = await create();
    const res = await send(request.id, request.token, 'Jane Client <jane@harbour.test>', [
      { name: 'secret-payroll.pdf', bytes: PDF },
      { name: 'receipt.png', bytes: PNG },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.received).toEqual([
      { name: 'secret-payroll.pdf', size: PDF.length },
      { name: 'receipt.png', size: PNG.length },
    ]);

    const staffList = await t.api.get<{ data: FileBody[] }>(`/api/v1/files?folderId=${folderId}&q=payroll`, { token: supervisor.token });
    expect(staffList.body.data.map((f) => [f.name, f.uploaderName])).toEqual([
      ['secret-payroll (1).pdf', 'Jane Client <jane@harbour.test>'],
      ['secret-payroll.pdf', null],
    ]);
    const detail = await t.api.get<{
      data: { receivedCount: number; received: Array<{ name: string; uploaderName: string; createdAt: string }> };
    }>(`/api/v1/upload-requests/${request.id}`, { token: supervisor.token });
    expect(detail.body.data.receivedCount).toBe(2);
    expect(detail.body.data.received.map((f) => [f.name, f.uploaderName])).toEqual([
      ['receipt.png', 'Jane Client <jane@harbour.test>'],
      ['secret-payroll (1).pdf', 'Jane Client <jane@harbour.test>'],
    ]);

    const notes = await t.api.get<{ data: Array<{ type: string; title: string; content: string; meta: Record<string, string> }> }>(
      '/api/v1/notifications',
      {
        token: supervisor.token,
      },
    );
    expect(notes.body.data[0]).toMatchObject({
      type: 'file_request',
      title: 'New files from Jane Client <jane@harbour.test>',
      meta: { businessId: business.id, businessName: 'Harbour Cafe', uploadRequestId: request.id },
    });
    expect(notes.body.data[0]?.content).toContain('Files arrived in Bank statements');
  });

  it("requires the sender's name before the files (400)", async () => {
    const request = await create();
    const res = await send(request.id, request.token, '  ', [{ name: 'a.pdf', bytes: PDF }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/uploaderName/);
  });

  it('holds each link to its size and count limits, keeping nothing of a refused request', async () => {
    const request = await create({ maxFiles: 2, maxFileSize: 200 });
    const [rows, disk] = [await countRows(t, 'files'), await storedFiles(t)];
    const big = await send(request.id, request.token, 'Jane', [
      { name: 'a.pdf', bytes: PDF },
      { name: 'big.bin', bytes: Buffer.alloc(201) },
    ]);
    expect(big.status).toBe(413);
    const many = await send(
      request.id,
      request.token,
      'Jane',
      [1, 2, 3].map((n) => ({ name: `${n}.pdf`, bytes: PDF })),
    );
    expect(many.status).toBe(413);
    expect(many.body.message).toMatch(/at most 2 files/);
    expect([await countRows(t, 'files'), await storedFiles(t)]).toEqual([rows, disk]);

    expect((await send(request.id, request.token, 'Jane', [{ name: 'one.pdf', bytes: PDF }])).status).toBe(201);
    expect((await send(request.id, request.token, 'Jane', [{ name: 'two.pdf', bytes: PDF }])).status).toBe(201);
    const full = await send(request.id, request.token, 'Jane', [{ name: 'three.pdf', bytes: PDF }]);
    expect(full.status).toBe(422);
    expect(full.body.code).toBe('LINK_FULL');
    expect(
      (
        await t.api.post(
          '/api/v1/upload-requests',
          { businessId: business.id, folderId, maxFileSize: 26 * 1024 * 1024 },
          { token: supervisor.token },
        )
      ).status,
    ).toBe(400);
  });

  it('refuses an expired link (410) until it is extended', async () => {
    const request = await create();
    await t.ctx.db
      .update(uploadRequests)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(uploadRequests.id, request.id));
    const page = await open(request.id, request.token);
    expect([page.status, page.body.code]).toEqual([410, 'LINK_EXPIRED']);
    expect(page.body.message).toMatch(/expired/);
    expect((await send(request.id, request.token, 'Jane', [{ name: 'a.pdf', bytes: PDF }])).status).toBe(410);
    expect(
      (await t.api.get<{ data: { status: string } }>(`/api/v1/upload-requests/${request.id}`, { token: supervisor.token })).body.data
        .status,
    ).toBe('expired');

    const extended = await t.api.post<{ data: { status: string; expiresAt: string } }>(
      `/api/v1/upload-requests/${request.id}/extend`,
      { days: 7 },
      { token: supervisor.token },
    );
    expect(extended.body.data.status).toBe('open');
    expect(new Date(extended.body.data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    expect((await open(request.id, request.token)).status).toBe(200);
  });

  it('refuses a revoked link (410), which cannot be extended', async () => {
    const request = await create();
    const revoked = await t.api.post<{ data: { status: string } }>(`/api/v1/upload-requests/${request.id}/revoke`, undefined, {
      token: supervisor.token,
    });
    expect(revoked.body.data.status).toBe('revoked');
    expect((await open(request.id, request.token)).body.code).toBe('LINK_REVOKED');
    expect((await send(request.id, request.token, 'Jane', [{ name: 'a.pdf', bytes: PDF }])).status).toBe(410);
    expect((await t.api.post(`/api/v1/upload-requests/${request.id}/extend`, { days: 7 }, { token: supervisor.token })).status).toBe(409);
  });

  /** The public page as seen from another address: 127.0.0.2 is loopback too, but a different source. */
  const openFrom = (localAddress: string, id: string, token: string) =>
    new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
      const url = new URL(`/api/v1/public/upload-requests/${id}?token=${encodeURIComponent(token)}`, t.baseUrl);
      const req = httpGet({ host: url.hostname, port: url.port, path: url.pathname + url.search, localAddress }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }));
      });
      req.on('error', reject);
    });

  it('counts wrong tokens per source: ten from one address lock it out, not the real uploader elsewhere', async () => {
    const target = await create();
    const other = await create();
    for (let i = 0; i < 10; i++) expect((await openFrom('127.0.0.3', target.id, `wrong-${i}`)).status).toBe(403);
    const locked = await openFrom('127.0.0.3', target.id, 'wrong-again');
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThan(800);
    // The stranger's address is refused even with the right token; the uploader's is not.
    expect((await openFrom('127.0.0.3', target.id, target.token)).status).toBe(429);
    expect((await open(target.id, target.token)).status).toBe(200);
    expect((await send(target.id, target.token, 'Jane', [{ name: 'a.pdf', bytes: PDF }])).status).toBe(201);
    expect((await openFrom('127.0.0.3', other.id, other.token)).status).toBe(200);
  });

  it('refuses one address after 50 wrong tokens spread over many links', async () => {
    const guessed = await Promise.all(Array.from({ length: 5 }, () => create()));
    const untouched = await create();
    for (const [i, link] of guessed.entries()) {
      for (let n = 0; n < 10; n++) expect((await openFrom('127.0.0.4', link.id, `wrong-${i}-${n}`)).status).toBe(403);
    }
    expect((await openFrom('127.0.0.4', untouched.id, untouched.token)).status).toBe(429);
    expect((await open(untouched.id, untouched.token)).status).toBe(200);
  });

  it('closes a link to every address once wrong tokens from all sources pass its ceiling', async () => {
    const target = await create();
    await t.ctx.db
      .update(uploadRequests)
      .set({ failedAttempts: 999, failedWindowStart: sql`now()` })
      .where(eq(uploadRequests.id, target.id));
    expect((await openFrom('127.0.0.5', target.id, 'wrong')).status).toBe(403);
    expect((await open(target.id, target.token)).status).toBe(429);
    expect((await openFrom('127.0.0.6', target.id, target.token)).status).toBe(429);
  });

  it("lists a business's requests, newest first", async () => {
    const res = await t.api.get<{ data: Array<{ id: string }>; pagination: { total: number } }>(
      `/api/v1/businesses/${business.id}/upload-requests?limit=2`,
      { token: supervisor.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.pagination.total).toBeGreaterThanOrEqual(8);
  });

  it("lists every request in the caller's scope at /upload-requests, and none of anyone else's", async () => {
    const mine = await create({ message: 'Scoped list' });
    const outsider = await buildUser(t.ctx, { roleId: Role.Supervisor });
    type Listed = { data: Array<{ id: string; businessName: string; folderName: string; status: string }>; pagination: { total: number } };
    const own = await t.api.get<Listed>('/api/v1/upload-requests?limit=100', { token: supervisor.token });
    expect(own.status).toBe(200);
    expect(own.body.data[0]).toMatchObject({ id: mine.id, businessName: 'Harbour Cafe', folderName: 'Bank statements', status: 'open' });
    expect(own.body.pagination.total).toBe(own.body.data.length);
    const theirs = await t.api.get<Listed>('/api/v1/upload-requests', { token: outsider.token });
    expect(theirs.body).toMatchObject({ data: [], pagination: { total: 0 } });
    const portal = await buildUser(t.ctx, { roleId: Role.Client, clientId: (await buildClient(t.ctx)).id });
    expect((await t.api.get('/api/v1/upload-requests', { token: portal.token })).status).toBe(403);
  });

  it('keeps requests within the business scope (404) and away from portal users (403)', async () => {
    const request = await create();
    const outsider = await buildUser(t.ctx, { roleId: Role.Supervisor });
    const portal = await buildUser(t.ctx, { roleId: Role.Client, clientId: (await buildClient(t.ctx)).id });
    const attempts: Array<[string, string, unknown?]> = [
      ['POST', '/api/v1/upload-requests', { businessId: business.id, folderId }],
      ['GET', `/api/v1/upload-requests/${request.id}`],
      ['POST', `/api/v1/upload-requests/${request.id}/revoke`],
      ['POST', `/api/v1/upload-requests/${request.id}/extend`, { days: 1 }],
      ['GET', `/api/v1/businesses/${business.id}/upload-requests`],
    ];
    for (const [method, url, body] of attempts) {
      const as = (token: string) => (method === 'GET' ? t.api.get(url, { token }) : t.api.post(url, body, { token }));
      expect((await as(outsider.token)).status, `${method} ${url}`).toBe(404);
      expect((await as(portal.token)).status, `${method} ${url}`).toBe(403);
    }
    expect((await open(request.id, request.token)).status).toBe(200);
  });
});
