import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signSession } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createTokenService } from '../../platform/auth/tokens.js';
import { users } from '../users/index.js';

describe('sessions: POST /api/v1/auth and tokens on /api/v1/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const unauthenticated = { message: 'Please sign in to continue.', statusCode: 401, code: 'UNAUTHENTICATED' };

  it('turns a valid token back into the auth state', async () => {
    const { user, token } = await buildUser(t.ctx, { roleId: 7, firstName: 'Lê', lastName: 'Quang Huy', avatar: '/api/v1/avatars/x' });
    const res = await t.api.post('/api/v1/auth', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        accessToken: token,
        userId: user.id,
        roleId: 7,
        profile: { firstName: 'Lê', lastName: 'Quang Huy', avatar: '/api/v1/avatars/x' },
      },
    });
  });

  it('refuses a token signed with another secret, garbage, and an expired token', async () => {
    const { user } = await buildUser(t.ctx);
    const forged = await signSession(t.ctx, user, { tokens: createTokenService('another-secret-of-at-least-32-chars!!') });
    const expired = await signSession(t.ctx, user, { tokens: createTokenService(t.ctx.config.jwtSecret ?? '', -10) });
    for (const token of [forged, expired, 'not-a-jwt']) {
      const res = await t.api.post('/api/v1/auth', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(unauthenticated);
    }
  });

  describe('GET /api/v1/me answers 401', () => {
    it('without a token, or with garbage in the header', async () => {
      expect(await t.api.get('/api/v1/me')).toMatchObject({ status: 401, body: unauthenticated });
      expect((await t.api.get('/api/v1/me', { token: 'garbage' })).status).toBe(401);
      expect((await t.api.get('/api/v1/me', { headers: { authorization: 'Basic dXNlcjpwYXNz' } })).status).toBe(401);
    });

    it('with an expired token', async () => {
      const { user } = await buildUser(t.ctx);
      const expired = await signSession(t.ctx, user, { tokens: createTokenService(t.ctx.config.jwtSecret ?? '', -10) });
      expect(await t.api.get('/api/v1/me', { token: expired })).toMatchObject({ status: 401, body: unauthenticated });
    });

    it('with the token of a user who has since been deactivated', async () => {
      const { user, token } = await buildUser(t.ctx);
      expect((await t.api.get('/api/v1/me', { token })).status).toBe(200);
      await t.ctx.db.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
      expect((await t.api.get('/api/v1/me', { token })).status).toBe(401);
      expect((await t.api.post('/api/v1/auth', { token })).status).toBe(401);
    });

    it('with a token issued before a password change', async () => {
      const { password, token } = await buildUser(t.ctx);
      const changed = await t.api.patch<{ data: { accessToken: string } }>(
        '/api/v1/me/password',
        { currentPassword: password, newPassword: 'Fresh#Pass99' },
        { token },
      );
      expect(changed.status).toBe(200);
      expect((await t.api.get('/api/v1/me', { token })).status).toBe(401);
      expect((await t.api.get('/api/v1/me', { token: changed.body.data.accessToken })).status).toBe(200);
    });
  });
});
