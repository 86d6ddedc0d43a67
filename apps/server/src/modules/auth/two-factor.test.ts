/**
 * Two-factor sign-in for staff: set up from one's profile, then sign-in in two steps where no
 * session starts before the code passes; codes never replay, recovery codes work once, wrong
 * codes are limited, portal users and other roles are refused what is not theirs.
 */
import { Role } from '@ledgerdesk/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { auditLogs } from '../audit/index.js';
import { twoFactorRecoveryCodes, twoFactorSecrets, userSessions } from './auth.tables.js';
import { withSignInApp } from './sign-in.fixture.js';
import { enrol } from './two-factor.fixture.js';

interface SignInAnswer {
  data: { accessToken?: string; twoFactor?: 'code' | 'enrol'; challenge?: string };
}

describe('two-factor sign-in', () => {
  let t: TestApp;
  withSignInApp((app) => (t = app));

  const password = (email: string, pass: string) => t.api.post<SignInAnswer>('/api/v1/auth/login', { email, password: pass });
  const secondStep = (challenge: string, code: string) =>
    t.api.post<{ data: { accessToken: string } }>('/api/v1/auth/two-factor', { challenge, code });
  const sessionsOf = async (userId: string) => (await t.ctx.db.select().from(userSessions).where(eq(userSessions.userId, userId))).length;

  async function enrolledStaff() {
    const built = await buildUser(t.ctx, { roleId: Role.CaseManager });
    return { ...built, ...(await enrol(t.api, built.token)) };
  }

  async function challengeFor(email: string, pass: string): Promise<string> {
    const res = await password(email, pass);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ twoFactor: 'code', challenge: expect.any(String) as string });
    return res.body.data.challenge ?? '';
  }

  it('sets up with a QR code and the secret in text, confirmed by a first code, and keeps only sealed secrets and hashed codes', async () => {
    const { user, token } = await buildUser(t.ctx, { roleId: Role.Supervisor });
    const setup = await t.api.post<{ data: { secret: string; otpauthUrl: string; qrSvg: string } }>(
      '/api/v1/me/two-factor/setup',
      undefined,
      {
        token,
      },
    );
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(new RegExp(`^otpauth://totp/Ledgerdesk:${encodeURIComponent(user.email)}\\?.*secret=${secret}`));
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await t.api.get('/api/v1/me/two-factor', { token })).body).toEqual({
      data: { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false },
    });

    expect((await t.api.post('/api/v1/me/two-factor/confirm', { code: '000000' }, { token })).body).toMatchObject({ code: 'WRONG_CODE' });
    const { recoveryCodes } = await enrol(t.api, token);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = await t.api.get('/api/v1/me/two-factor', { token });
    expect(status.body).toMatchObject({ data: { enabled: true, recoveryCodesLeft: 10, required: false } });

    const [stored] = await t.ctx.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id));
    expect(stored?.secretSealed).toMatch(/^v1\./);
    const hashes = await t.ctx.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(hashes.map((h) => h.codeHash)).not.toContain(recoveryCodes[0]);
    expect(JSON.stringify(hashes)).not.toContain(recoveryCodes[0]?.replace('-', ''));

    expect((await t.api.post('/api/v1/me/two-factor/setup', undefined, { token })).status).toBe(409);
    const audited = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, user.id), eq(auditLogs.action, 'user.two_factor_enabled')));
    expect(audited).toHaveLength(1);
  });

  it('starts no session on the password alone; a wrong code is refused and the right one signs in', async () => {
    const { user, password: pass, app } = await enrolledStaff();
    const before = await sessionsOf(user.id);
    const challenge = await challengeFor(user.email, pass);
    expect(await sessionsOf(user.id)).toBe(before);

    const wrong = await secondStep(challenge, '123456');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'The code is incorrect or has already been used.', statusCode: 400, code: 'WRONG_CODE' });
    expect(await sessionsOf(user.id)).toBe(before);

    const right = await secondStep(challenge, await app.nextCode());
    expect(right.status).toBe(200);
    expect(right.body.data).toMatchObject({ userId: user.id, roleId: Role.CaseManager });
    expect((await t.api.get('/api/v1/me', { token: right.body.data.accessToken })).status).toBe(200);
    expect(await sessionsOf(user.id)).toBe(before + 1);

    // The challenge is used up with the session it started.
    expect((await secondStep(challenge, '000000')).body).toMatchObject({ code: 'SIGN_IN_EXPIRED' });
    expect((await secondStep('made-up-challenge', '123456')).body).toMatchObject({ code: 'SIGN_IN_EXPIRED' });
  });

  it('refuses a code already used, even within its 30 seconds and with a new challenge', async () => {
    const { user, password: pass, app } = await enrolledStaff();
    const code = await app.nextCode();
    expect((await secondStep(await challengeFor(user.email, pass), code)).status).toBe(200);
    const replay = await secondStep(await challengeFor(user.email, pass), code);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ code: 'WRONG_CODE' });
  });

  it('takes each recovery code once, however it is typed', async () => {
    const { user, password: pass, token, recoveryCodes } = await enrolledStaff();
    const code = recoveryCodes[3] ?? '';
    const used = await secondStep(await challengeFor(user.email, pass), ` ${code.toUpperCase()} `);
    expect(used.status).toBe(200);
    expect((await t.api.get('/api/v1/me/two-factor', { token })).body).toMatchObject({ data: { recoveryCodesLeft: 9 } });
    const again = await secondStep(await challengeFor(user.email, pass), code);
    expect(again.body).toMatchObject({ code: 'WRONG_CODE' });
    const audited = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, user.id), eq(auditLogs.action, 'user.recovery_code_used')));
    expect(audited).toHaveLength(1);
  });

  it('answers 429 after 5 wrong codes on an account, even to the right code, and leaves other accounts alone', async () => {
    const { user, password: pass, app } = await enrolledStaff();
    const other = await enrolledStaff();
    const challenge = await challengeFor(user.email, pass);
    for (let i = 0; i < 5; i += 1) expect((await secondStep(challenge, '000000')).status).toBe(400);
    const blocked = await secondStep(challenge, await app.nextCode());
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await secondStep(await challengeFor(other.user.email, other.password), await other.app.nextCode())).status).toBe(200);
  });

  it('signs in a user without two-factor as before, with one step', async () => {
    const { user, password: pass } = await buildUser(t.ctx, { roleId: Role.RegionAdmin });
    const res = await password(user.email, pass);
    expect(res.body.data).toMatchObject({ accessToken: expect.any(String) as string, userId: user.id });
  });

  describe('who may use what', () => {
    it('refuses portal users two-factor set-up, and everyone but a Super Admin the reset of another’s', async () => {
      const portal = await buildUser(t.ctx, { roleId: Role.Client });
      for (const [method, url] of [
        ['GET', '/api/v1/me/two-factor'],
        ['POST', '/api/v1/me/two-factor/setup'],
      ] as const) {
        expect(
          (method === 'GET' ? await t.api.get(url, { token: portal.token }) : await t.api.post(url, undefined, { token: portal.token }))
            .status,
        ).toBe(403);
      }
      const target = await enrolledStaff();
      for (const roleId of [Role.RegionAdmin, Role.Supervisor, Role.CaseManager, Role.BrandAdmin, Role.BrandManager, Role.Client]) {
        const { token } = await buildUser(t.ctx, { roleId });
        expect((await t.api.delete(`/api/v1/users/${target.user.id}/two-factor`, { token })).status).toBe(403);
      }
      expect((await t.api.get('/api/v1/me/two-factor')).status).toBe(401);
      expect((await t.api.delete(`/api/v1/users/${target.user.id}/two-factor`)).status).toBe(401);
      expect((await t.api.get('/api/v1/me/two-factor', { token: target.token })).body).toMatchObject({ data: { enabled: true } });
    });
  });
});
