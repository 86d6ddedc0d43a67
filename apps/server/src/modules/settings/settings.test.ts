/**
 * System settings over HTTP: Super Admin only; secrets sealed at rest, masked in answers and
 * absent from the audit log; the test e-mail against a real SMTP server; and the upload limit,
 * session length and signing key taking effect at once, without a restart.
 */
import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { Role, ROLE_IDS, type SystemSettingsDto } from '@ledgerdesk/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness, buildClient, buildUser, TEST_PASSWORD, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.js';
import { freePort } from '../../../testing/index.js';
import { auditLogs } from '../audit/index.js';
import { folderNamed, PDF, upload } from '../files/files.fixture.js';
import { systemSettings } from './settings.tables.js';

const SMTP_PASSWORD = 'smtp-pass-Zq81';
const GUID = '8f1c2d3e-4b5a-6978-8a9b-0c1d2e3fabcd';

describe('system settings', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let admin: BuiltUser;

  const settings = async (token = admin.token) => t.api.get<{ data: SystemSettingsDto }>('/api/v1/settings', { token });
  const save = (body: unknown, token = admin.token) =>
    t.api.patch<{ data: SystemSettingsDto; message: string }>('/api/v1/settings', body, { token });
  const smtpTo = (port: number) => ({
    host: '127.0.0.1',
    port,
    secure: false,
    username: 'ledgerdesk',
    password: SMTP_PASSWORD,
    from: 'Books <books@practice.test>',
  });

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ SETTINGS_KEY: randomBytes(32).toString('hex') });
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('refuses every other role, on every endpoint, and a stranger', async () => {
    const calls = [
      (token?: string) => t.api.get('/api/v1/settings', { token }),
      (token?: string) => t.api.patch('/api/v1/settings', { uploadMaxMb: 2 }, { token }),
      (token?: string) => t.api.post('/api/v1/settings/test-mail', {}, { token }),
      (token?: string) => t.api.post('/api/v1/settings/rotate-signing-key', { confirm: true }, { token }),
    ];
    for (const roleId of ROLE_IDS.filter((id) => id !== Role.SuperAdmin)) {
      const user = await buildUser(t.ctx, { roleId });
      for (const call of calls) expect([roleId, (await call(user.token)).status]).toEqual([roleId, 403]);
    }
    for (const call of calls) expect((await call()).status).toBe(401);
    expect((await settings()).body.data).toMatchObject({ uploadMaxMb: 25, sessionHours: 24, updatedAt: null });
  });

  it('seals the secrets, shows only their last four characters, and audits without them', async () => {
    const res = await save({ smtp: smtpTo(Number(new URL(mail.url).port)), abrGuid: GUID });
    expect(res.status).toBe(200);
    expect(res.body.data.smtp).toEqual({
      host: '127.0.0.1',
      port: expect.any(Number) as unknown,
      secure: false,
      username: 'ledgerdesk',
      password: '••••Zq81',
      from: 'Books <books@practice.test>',
    });
    expect(res.body.data.abrGuid).toBe('••••abcd');
    const read = JSON.stringify((await settings()).body);
    expect(read).not.toContain(SMTP_PASSWORD);
    expect(read).not.toContain(GUID);

    const [row] = await t.ctx.db.select().from(systemSettings);
    expect(JSON.stringify(row)).not.toContain(SMTP_PASSWORD);
    expect(row?.smtpPasswordSealed).toMatch(/^v1\./);
    expect(t.ctx.secrets.open(row?.smtpPasswordSealed ?? '')).toBe(SMTP_PASSWORD);

    const [entry] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'settings.updated'))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      after: { smtpPasswordSet: true, abrGuidSet: true, secretsChanged: ['smtpPassword', 'abrGuid'] },
    });
    expect(JSON.stringify(entry)).not.toContain(SMTP_PASSWORD);
    expect(JSON.stringify(entry)).not.toContain(GUID);

    // Saving the mail server without a password keeps the stored one; an empty GUID removes it.
    const { password: _kept, ...withoutPassword } = smtpTo(2525);
    const again = await save({ smtp: withoutPassword, abrGuid: '' });
    expect(again.body.data).toMatchObject({ smtp: { port: 2525, password: '••••Zq81' }, abrGuid: null });
    expect(t.ctx.live.abrGuid).toBeNull();
  });

  it('sends a test e-mail through the saved mail server, and says why one fails', async () => {
    const port = Number(new URL(mail.url).port);
    await save({ smtp: smtpTo(port) });
    const res = await t.api.post<{ data: { to: string } }>('/api/v1/settings/test-mail', {}, { token: admin.token });
    expect(res.body).toEqual({ data: { to: admin.user.email } });
    const received = await mail.waitFor(admin.user.email);
    expect(received.text).toContain('From: Books <books@practice.test>');
    expect(received.text).toContain('Ledgerdesk test e-mail');
    expect(mail.logins).toContainEqual({ username: 'ledgerdesk', password: SMTP_PASSWORD });

    await save({ smtp: smtpTo(await freePort()) });
    const failed = await t.api.post<{ message: string; code: string }>(
      '/api/v1/settings/test-mail',
      { to: 'someone@practice.test' },
      { token: admin.token },
    );
    expect(failed.status).toBe(422);
    expect(failed.body.message).toMatch(/^The mail server did not accept the test e-mail \(.*ECONNREFUSED/);
    expect(failed.body.message).not.toContain(SMTP_PASSWORD);
  });

  it('applies a new upload limit to the next upload', async () => {
    const businessId = (await buildBusiness(t.ctx, { clientId: (await buildClient(t.ctx)).id })).id;
    const folder = await folderNamed(t, admin.token, 'business', businessId, 'Reports');
    const twoMb = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(t, admin.token, folder.id, [{ name: 'a.pdf', bytes: twoMb }])).status).toBe(201);
    await save({ uploadMaxMb: 1 });
    const refused = await upload(t, admin.token, folder.id, [{ name: 'b.pdf', bytes: twoMb }]);
    expect(refused.status).toBe(413);
    expect(refused.body.message).toMatch(/larger than 1 MB/);
    expect((await save({ uploadMaxMb: 0 })).status).toBe(400);
  });

  it('signs sessions for the saved length from the next sign-in', async () => {
    const user = await buildUser(t.ctx, { roleId: Role.CaseManager });
    await save({ sessionHours: 2 });
    const res = await t.api.post<{ data: { accessToken: string } }>('/api/v1/auth/login', {
      email: user.user.email,
      password: TEST_PASSWORD,
    });
    const claims = decodeJwt(res.body.data.accessToken);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(2 * 3600);
  });

  it('ends every session when the signing key is rotated, and only when asked with the warning acknowledged', async () => {
    const other = await buildUser(t.ctx, { roleId: Role.CaseManager });
    expect((await t.api.post('/api/v1/settings/rotate-signing-key', {}, { token: admin.token })).status).toBe(400);
    expect((await t.api.get('/api/v1/me', { token: other.token })).status).toBe(200);

    const res = await t.api.post<{ data: { rotatedAt: string } }>(
      '/api/v1/settings/rotate-signing-key',
      { confirm: true },
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    expect((await t.api.get('/api/v1/me', { token: other.token })).status).toBe(401);
    expect((await settings()).status).toBe(401);

    const login = await t.api.post<{ data: { accessToken: string } }>('/api/v1/auth/login', {
      email: admin.user.email,
      password: TEST_PASSWORD,
    });
    const fresh = login.body.data.accessToken;
    expect((await settings(fresh)).body.data.signingKeyRotatedAt).toBe(res.body.data.rotatedAt);
    const [entry] = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.action, 'settings.signing_key_rotated'));
    expect(entry?.actorId).toBe(admin.user.id);
    const [row] = await t.ctx.db.select().from(systemSettings);
    expect(JSON.stringify(entry)).not.toContain(t.ctx.secrets.open(row?.signingKeySealed ?? ''));
  });
});
