import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { users } from '../users/index.js';
import { loginFailures } from './auth.tables.js';
import { purgeExpiredAttempts, reserveAttempt } from './login-limit.repo.js';
import { withSignInApp } from './sign-in.fixture.js';

interface AuthStateAnswer {
  data: { accessToken: string; userId: string; roleId: number; profile: { firstName: string; lastName: string; avatar: string | null } };
}

describe('POST /api/v1/auth/login', () => {
  let t: TestApp;
  withSignInApp((app) => (t = app));

  const login = (email: string, password: string) => t.api.post<AuthStateAnswer>('/api/v1/auth/login', { email, password });

  it('signs in with the right password and answers the auth state with a working token', async () => {
    const { user, password } = await buildUser(t.ctx, { roleId: 3, firstName: 'Trần', lastName: 'Thu Hà' });
    const res = await login(`  ${user.email.toUpperCase()} `, password);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ userId: user.id, roleId: 3, profile: { firstName: 'Trần', lastName: 'Thu Hà', avatar: null } });
    const me = await t.api.get('/api/v1/me', { token: res.body.data.accessToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ data: { id: user.id, email: user.email } });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash/);
  });

  it('answers the same 401 for an unknown email and for a wrong password', async () => {
    const { user } = await buildUser(t.ctx);
    const unknown = await login('nobody-here@example.test', 'Wrong@12345');
    const wrong = await login(user.email, 'Wrong@12345');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ message: 'The email or password is incorrect.', statusCode: 401, code: 'INVALID_CREDENTIALS' });
  });

  it('refuses an inactive user and an invited user who never set a password, with the same 401', async () => {
    const inactive = await buildUser(t.ctx, { status: 'inactive' });
    const invited = await buildUser(t.ctx, { passwordHash: null, activatedAt: null });
    const a = await login(inactive.user.email, inactive.password);
    const b = await login(invited.user.email, '');
    const c = await login(invited.user.email, invited.password);
    expect(a.status).toBe(401);
    expect(b.status).toBe(400);
    expect(c.status).toBe(401);
    expect(a.body).toEqual(c.body);
  });

  it('blocks an account from one address after 5 failures, while another account there still signs in', async () => {
    const victim = await buildUser(t.ctx);
    const colleague = await buildUser(t.ctx);
    for (let i = 0; i < 5; i++) expect((await login(victim.user.email, `Wrong@${i}xyz`)).status).toBe(401);

    const blocked = await login(victim.user.email, 'Wrong@again1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The limit is checked before the password: even the right one is refused now.
    expect((await login(victim.user.email, victim.password)).status).toBe(429);

    expect((await login(colleague.user.email, colleague.password)).status).toBe(200);
  });

  it('lets the account in again once the 15-minute window has passed, and a success clears the count', async () => {
    const { user, password } = await buildUser(t.ctx);
    for (let i = 0; i < 5; i++) await login(user.email, 'Wrong@12345');
    expect((await login(user.email, password)).status).toBe(429);

    await t.ctx.db
      .update(loginFailures)
      .set({ windowStart: sql`now() - interval '16 minutes'` })
      .where(sql`${loginFailures.key} like 'acct-ip:%'`);
    expect((await login(user.email, password)).status).toBe(200);
    // The success cleared the key: four more mistakes are still allowed before a block.
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'Wrong@12345')).status).toBe(401);
    expect((await login(user.email, password)).status).toBe(200);
  });

  it('gives a burst of parallel guesses exactly 5 tries', async () => {
    const { user } = await buildUser(t.ctx);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(user.email, `Guess@${i}abc`)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('counts attempts exactly when many requests race on one key, whichever node they run on', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => reserveAttempt(t.ctx.db, 'acct-ip:race@example.test|10.0.0.1', 5, 900)),
    );
    expect(results.filter((r) => r.reserved)).toHaveLength(5);
    const [row] = await t.ctx.db
      .select()
      .from(loginFailures)
      .where(sql`${loginFailures.key} = 'acct-ip:race@example.test|10.0.0.1'`);
    expect(row?.count).toBe(5);
  });

  it('forgets counters whose window has passed', async () => {
    await t.ctx.db.insert(loginFailures).values([
      { key: 'ip:old', count: 50, windowStart: sql`now() - interval '16 minutes'` },
      { key: 'ip:fresh', count: 3, windowStart: sql`now() - interval '14 minutes'` },
    ]);
    await purgeExpiredAttempts(t.ctx.db, 900);
    expect((await t.ctx.db.select().from(loginFailures)).map((r) => r.key)).toEqual(['ip:fresh']);
  });

  it('does not refuse parallel correct sign-ins of one account', async () => {
    const { user, password } = await buildUser(t.ctx);
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(user.email, password)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
  });

  it('blocks an address after 50 failures over any accounts', async () => {
    const { user, password } = await buildUser(t.ctx);
    for (let i = 0; i < 50; i++) await login(`spray-${i}@example.test`, 'Wrong@12345');
    const blocked = await login(user.email, password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    await t.ctx.db.delete(loginFailures);
    expect((await login(user.email, password)).status).toBe(200);
  });

  it('refuses a user deactivated after the token was issued', async () => {
    const { user, password } = await buildUser(t.ctx);
    const ok = await login(user.email, password);
    await t.ctx.db
      .update(users)
      .set({ status: 'inactive' })
      .where(sql`${users.id} = ${user.id}`);
    expect((await t.api.get('/api/v1/me', { token: ok.body.data.accessToken })).status).toBe(401);
  });
});
