/**
 * Two-factor sign-in as the practice runs it: a Super Admin requires it of staff (who then set it
 * up before reaching the app), a user turns it off only with password and code, and a Super Admin
 * resets a user's (audited).
 */
import { Role } from '@ledgerdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLogs } from '../audit/index.js';
import { loginFailures, userSessions } from './auth.tables.js';
import { authenticator, enrol } from './two-factor.fixture.js';

interface SignInAnswer {
  data: { accessToken?: string; twoFactor?: 'code' | 'enrol'; challenge?: string };
}

describe('two-factor sign-in, required and reset', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof buildUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.ctx.db.delete(loginFailures);
  });

  const signIn = (email: string, pass: string) => t.api.post<SignInAnswer>('/api/v1/auth/login', { email, password: pass });
  const require2fa = (on: boolean) => t.api.patch('/api/v1/settings', { requireTwoFactor: on }, { token: admin.token });

  it('makes staff without it set it up at their next sign-in, before any session; portal users sign in as before', async () => {
    expect((await require2fa(true)).body).toMatchObject({ data: { requireTwoFactor: true } });
    try {
      const staff = await buildUser(t.ctx, { roleId: Role.BrandManager });
      const portal = await buildUser(t.ctx, { roleId: Role.Client });
      expect((await t.api.get('/api/v1/me/two-factor', { token: staff.token })).body).toMatchObject({ data: { required: true } });

      const first = await signIn(staff.user.email, staff.password);
      expect(first.body.data).toEqual({ twoFactor: 'enrol', challenge: expect.any(String) as string });
      const challenge = first.body.data.challenge ?? '';
      const before = await t.ctx.db.select().from(userSessions).where(eq(userSessions.userId, staff.user.id));

      const setup = await t.api.post<{ data: { secret: string; qrSvg: string } }>('/api/v1/auth/two-factor/enrol', { challenge });
      expect(setup.status).toBe(200);
      expect(setup.body.data.qrSvg).toContain('<svg');
      const app = authenticator(setup.body.data.secret);
      expect((await t.api.post('/api/v1/auth/two-factor/enrol/confirm', { challenge, code: '000000' })).body).toMatchObject({
        code: 'WRONG_CODE',
      });
      // The enrolment challenge is not a ticket past the code step.
      expect((await t.api.post('/api/v1/auth/two-factor', { challenge, code: '000000' })).body).toMatchObject({
        code: 'SIGN_IN_EXPIRED',
      });
      const done = await t.api.post<{ data: { auth: { accessToken: string }; recoveryCodes: string[] } }>(
        '/api/v1/auth/two-factor/enrol/confirm',
        { challenge, code: await app.nextCode() },
      );
      expect(done.status).toBe(200);
      expect(done.body.data.recoveryCodes).toHaveLength(10);
      expect((await t.api.get('/api/v1/me', { token: done.body.data.auth.accessToken })).status).toBe(200);
      const after = await t.ctx.db.select().from(userSessions).where(eq(userSessions.userId, staff.user.id));
      expect(after.length).toBe(before.length + 1);

      expect((await signIn(staff.user.email, staff.password)).body.data).toMatchObject({ twoFactor: 'code' });
      expect((await signIn(portal.user.email, portal.password)).body.data).toMatchObject({ accessToken: expect.any(String) as string });
    } finally {
      await require2fa(false);
    }
  });

  it('turns off only with the password and a code, audited; sign-in is then one step again', async () => {
    const { user, token, password } = await buildUser(t.ctx, { roleId: Role.Supervisor });
    const { app, recoveryCodes } = await enrol(t.api, token);
    const disable = (body: object) => t.api.post('/api/v1/me/two-factor/disable', body, { token });

    expect((await disable({ password: 'Wrong@12345', code: await app.nextCode() })).body).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect((await disable({ password, code: '000000' })).body).toMatchObject({ code: 'WRONG_CODE' });
    expect((await t.api.get('/api/v1/me/two-factor', { token })).body).toMatchObject({ data: { enabled: true } });

    const off = await disable({ password, code: recoveryCodes[0] });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ data: { enabled: false, recoveryCodesLeft: 0 } });
    expect((await signIn(user.email, password)).body.data).toMatchObject({ accessToken: expect.any(String) as string });
    const audited = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, user.id), eq(auditLogs.action, 'user.two_factor_disabled')));
    expect(audited).toHaveLength(1);
  });

  it('makes new recovery codes with password and code; the old ones stop working', async () => {
    const { token, password } = await buildUser(t.ctx, { roleId: Role.CaseManager });
    const { app, recoveryCodes: old } = await enrol(t.api, token);
    const renewed = await t.api.post<{ data: { recoveryCodes: string[] } }>(
      '/api/v1/me/two-factor/recovery-codes',
      { password, code: await app.nextCode() },
      { token },
    );
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.recoveryCodes).toHaveLength(10);
    expect((await t.api.post('/api/v1/me/two-factor/disable', { password, code: old[1] }, { token })).body).toMatchObject({
      code: 'WRONG_CODE',
    });
  });

  it('lets a Super Admin reset another user’s: audited, their sessions end, and they sign in with the password alone', async () => {
    const target = await buildUser(t.ctx, { roleId: Role.RegionAdmin });
    await enrol(t.api, target.token);
    const reset = await t.api.delete(`/api/v1/users/${target.user.id}/two-factor`, { token: admin.token });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ data: { reset: true } });
    expect((await t.api.get('/api/v1/me', { token: target.token })).status).toBe(401);
    expect((await signIn(target.user.email, target.password)).body.data).toMatchObject({ accessToken: expect.any(String) as string });
    const [audited] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, target.user.id), eq(auditLogs.action, 'user.two_factor_reset')));
    expect(audited?.actorId).toBe(admin.user.id);

    expect((await t.api.delete(`/api/v1/users/${target.user.id}/two-factor`, { token: admin.token })).status).toBe(409);
    expect((await t.api.delete('/api/v1/users/00000000-0000-4000-8000-000000000000/two-factor', { token: admin.token })).status).toBe(404);
  });
});
