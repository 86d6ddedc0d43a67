import { and, eq } from 'drizzle-orm';
import { PASSWORD_RULE_MESSAGE } from '@ledgerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLogs } from '../audit/index.js';
import { users } from '../users/index.js';

describe('PATCH /api/v1/me/password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (token: string, currentPassword: string, newPassword: string) =>
    t.api.patch<{ data: { accessToken: string } }>('/api/v1/me/password', { currentPassword, newPassword }, { token });

  it.each([
    ['too short', 'Ab1!xyz'],
    ['no uppercase', 'abcdef1!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no special from !@#$%^&*', 'Abcdefg1.'],
  ])('refuses a new password with %s, with the exact rule message', async (_case, newPassword) => {
    const { token, password } = await buildUser(t.ctx);
    const res = await change(token, password, newPassword);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: PASSWORD_RULE_MESSAGE, statusCode: 400, code: 'WEAK_PASSWORD' });
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const { user, token, password } = await buildUser(t.ctx);
    const res = await change(token, 'Not@TheRight1', 'Brand#New2024');
    expect(res).toMatchObject({ status: 400, body: { code: 'WRONG_PASSWORD', message: 'The current password is incorrect.' } });
    expect((await t.api.post('/api/v1/auth/login', { email: user.email, password })).status).toBe(200);
  });

  it('says the error in the language the person reads: Vietnamese for vi', async () => {
    const { token } = await buildUser(t.ctx);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/password',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'vi' },
      payload: { currentPassword: 'Not@TheRight1', newPassword: 'Brand#New2024' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: 'Mật khẩu hiện tại không đúng.' });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/clients/00000000-0000-4000-8000-000000000000',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'vi-VN,vi;q=0.9' },
    });
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Không tìm thấy khách hàng.' });
  });

  it('changes the password, signs out other sessions, keeps this one with a fresh token, and audits without hashes', async () => {
    const { user, token, password } = await buildUser(t.ctx);
    const [before] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    const res = await change(token, password, 'Brand#New2024');
    expect(res.status).toBe(200);
    const fresh = res.body.data.accessToken;
    expect(fresh).not.toBe(token);

    const [after] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(after?.passwordHash).not.toBe(before?.passwordHash);
    expect(after?.tokenVersion).toBe((before?.tokenVersion ?? 0) + 1);

    expect((await t.api.get('/api/v1/me', { token })).status).toBe(401);
    expect((await t.api.get('/api/v1/me', { token: fresh })).status).toBe(200);
    expect((await t.api.post('/api/v1/auth/login', { email: user.email, password })).status).toBe(401);
    expect((await t.api.post('/api/v1/auth/login', { email: user.email, password: 'Brand#New2024' })).status).toBe(200);

    const entries = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, user.id), eq(auditLogs.action, 'user.password_changed')));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorId).toBe(user.id);
    expect(JSON.stringify(entries)).not.toMatch(/argon2|Brand#New2024/);
  });

  it('limits guesses of the current password like sign-in does', async () => {
    const { token, password } = await buildUser(t.ctx);
    for (let i = 0; i < 5; i++) expect((await change(token, `Guess@${i}abc`, 'Brand#New2024')).status).toBe(400);
    const blocked = await change(token, password, 'Brand#New2024');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });

  it('needs a signed-in user', async () => {
    expect((await t.api.patch('/api/v1/me/password', { currentPassword: 'x', newPassword: 'Brand#New2024' })).status).toBe(401);
  });
});
