/**
 * The log of a whole journey, read line by line: one line per request under its own id, and
 * not one password, token, upload-link token, authorization header or file byte anywhere. Mail
 * goes to the outbox here, the mode that once logged the links it wrote.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness, buildClient, buildUser, TEST_PASSWORD, type BuiltUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { form, upload } from '../modules/files/files.fixture.js';

interface LogLine {
  msg: string;
  reqId?: string;
  route?: string;
  status?: number;
  req?: { method: string; url: string };
}

/** The token of a `pathname` link in the outbox's mails (quoted-printable undone), once the mail is written. */
async function tokenFromOutbox(dataDir: string, pathname: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 200; attempt++) {
    const names = await readdir(outbox).catch(() => []);
    for (const name of names) {
      const text = (await readFile(path.join(outbox, name), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const token = new RegExp(`${pathname}\\?token=([\\w-]+)`).exec(text)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${pathname} link in the outbox`);
}

describe('the request log of a whole journey', () => {
  const written: string[] = [];
  let t: TestApp;
  let owner: BuiltUser;
  let businessId: string;
  beforeAll(async () => {
    t = await createTestApp({}, { logDestination: { write: (line: string) => void written.push(line) } });
    owner = await buildUser(t.ctx);
    const client = await buildClient(t.ctx);
    businessId = (await buildBusiness(t.ctx, { clientId: client.id })).id;
  });
  afterAll(() => t.close());

  it('writes one line per request and none of the secrets or file contents it carried', async () => {
    const secrets: string[] = [TEST_PASSWORD];
    const requestIds: string[] = [];
    const track = <T extends { headers: Headers }>(res: T): T => {
      requestIds.push(res.headers.get('x-request-id') ?? '');
      return res;
    };
    const email = owner.user.email;

    const wrongPassword = 'Wrong#Journey-5521';
    secrets.push(wrongPassword);
    expect(track(await t.api.post('/api/v1/auth/login', { email, password: wrongPassword })).status).toBe(401);
    const login = track(await t.api.post<{ data: { accessToken: string } }>('/api/v1/auth/login', { email, password: TEST_PASSWORD }));
    const session = login.body.data.accessToken;
    secrets.push(session);
    expect(track(await t.api.post('/api/v1/auth', { token: session })).status).toBe(200);

    const fileContent = 'FILE-CONTENT-7f3a9c journal of the secret ledger';
    secrets.push('FILE-CONTENT-7f3a9c');
    const folders = track(
      await t.api.get<{ data: Array<{ id: string; name: string }> }>(`/api/v1/folders?ownerType=business&ownerId=${businessId}`, {
        token: session,
      }),
    );
    const folder = folders.body.data.find((f) => f.name === 'Bank statements') ?? { id: '' };
    const uploaded = track(
      await upload(t, session, folder.id, [{ name: 'notes.txt', bytes: Buffer.from(fileContent), type: 'text/plain' }]),
    );
    expect(uploaded.status).toBe(201);
    const download = track(await t.api.get(`/api/v1/files/${uploaded.body.data[0]?.id}/download`, { token: session }));
    expect(download.body).toBe(fileContent);

    const created = track(
      await t.api.post<{ data: { id: string; link: string } }>(
        '/api/v1/upload-requests',
        { businessId, folderId: folder.id },
        { token: session },
      ),
    );
    const linkToken = new URL(created.body.data.link).searchParams.get('token') ?? '';
    secrets.push(linkToken);
    const linkPath = `/api/v1/public/upload-requests/${created.body.data.id}`;
    expect(track(await t.api.get(`${linkPath}?token=${linkToken}`)).status).toBe(200);
    const linkContent = Buffer.from('LINK-CONTENT-e81d04 payroll for June');
    secrets.push('LINK-CONTENT-e81d04');
    const sent = await t.api.send(
      'POST',
      `${linkPath}/files?token=${linkToken}`,
      form({ uploaderName: 'Pat' }, [{ name: 'payroll.txt', bytes: linkContent, type: 'text/plain' }]),
    );
    expect(track(sent).status).toBe(201);

    const changedPassword = 'Changed#Journey-7734';
    secrets.push(changedPassword);
    const changed = track(
      await t.api.patch<{ data: { accessToken: string } }>(
        '/api/v1/me/password',
        { currentPassword: TEST_PASSWORD, newPassword: changedPassword },
        { token: session },
      ),
    );
    expect(changed.status).toBe(200);
    secrets.push(changed.body.data.accessToken);

    expect(track(await t.api.post('/api/v1/auth/forgot-password', { email })).status).toBe(200);
    const resetToken = await tokenFromOutbox(t.ctx.config.dataDir, '/reset-password');
    secrets.push(resetToken);
    const resetPassword = 'Reset#Journey-2290';
    secrets.push(resetPassword);
    expect(track(await t.api.post('/api/v1/auth/reset-password', { token: resetToken, password: resetPassword })).status).toBe(200);
    const again = track(await t.api.post<{ data: { accessToken: string } }>('/api/v1/auth/login', { email, password: resetPassword }));
    expect(again.status).toBe(200);
    secrets.push(again.body.data.accessToken);

    // A line is written once its answer has gone; the last may trail the client by a moment.
    const requestLines = () => written.map((line) => JSON.parse(line) as LogLine).filter((line) => line.msg === 'request');
    for (let i = 0; i < 100 && requestLines().length < requestIds.length; i++) await new Promise((resolve) => setTimeout(resolve, 20));

    const lines = requestLines();
    expect(lines).toHaveLength(requestIds.length);
    const ids = lines.map((line) => line.reqId);
    expect(new Set(ids).size).toBe(lines.length);
    for (const id of requestIds) expect(ids).toContain(id);
    expect(lines.find((line) => line.route === '/api/v1/public/upload-requests/:id')).toMatchObject({
      status: 200,
      req: { method: 'GET', url: `${linkPath}?token=[redacted]` },
    });
    expect(written.some((line) => line.includes('mail written to outbox'))).toBe(true);

    const leaks = secrets.flatMap((secret) =>
      written.filter((line) => line.includes(secret)).map((line) => `${secret.slice(0, 12)}… in ${line}`),
    );
    expect(leaks).toEqual([]);
    expect(written.filter((line) => /bearer|authorization|cookie/i.test(line))).toEqual([]);
  });
});
