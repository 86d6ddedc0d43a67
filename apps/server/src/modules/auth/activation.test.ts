import { eq, sql } from 'drizzle-orm';
import { PASSWORD_RULE_MESSAGE, Role } from '@ledgerdesk/domain';
import { describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/harness.js';
import { linkIn, type MailCatcher, withMailApp } from '../../../test/mail-catcher.js';
import { command } from '../../platform/db/command.js';
import { users } from '../users/index.js';
import { userTokens } from './auth.tables.js';
import { insertInvitedUser, issueActivation } from './index.js';

describe('activation of an invited user', () => {
  let t: TestApp;
  let catcher: MailCatcher;
  withMailApp((app, mail) => {
    t = app;
    catcher = mail;
  });

  /** What step 2's invitation does: create the user without a password, then issue the link. */
  async function invite(email: string, names = { firstName: 'Ngọc', lastName: 'Lan' }) {
    const result = await command(t.ctx, null, async (cmd) => {
      const user = await insertInvitedUser(cmd.db, { email, roleId: Role.CaseManager, ...names });
      if (!user) throw new Error('not inserted');
      return { user, ...(await issueActivation(cmd, t.ctx, user)) };
    });
    const mail = await catcher.waitFor(email);
    return { ...result, mail, token: linkIn(mail, '/Activation').searchParams.get('token') ?? '' };
  }

  it('mails a 7-day /Activation link that shows who is invited, sets the password once and signs in', async () => {
    const { user, link, mailed, mail, token } = await invite('new.staff@example.test');
    expect(mailed).toBe(true);
    expect(link).toBe(`http://ledgerdesk.test/Activation?token=${token}`);
    expect(mail.text).toContain('Subject: You are invited to Ledgerdesk');
    const [stored] = await t.ctx.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(Math.round(((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)) / 86_400_000)).toBe(7);

    // Not yet able to sign in: there is no password.
    expect((await t.api.post('/api/v1/auth/login', { email: user.email, password: 'Chosen#Pass1' })).status).toBe(401);

    const shown = await t.api.get(`/api/v1/auth/activation?token=${token}`);
    expect(shown).toMatchObject({ status: 200, body: { data: { email: 'new.staff@example.test', firstName: 'Ngọc', lastName: 'Lan' } } });

    const weak = await t.api.post('/api/v1/auth/activate', { token, password: 'short' });
    expect(weak).toMatchObject({ status: 400, body: { message: PASSWORD_RULE_MESSAGE } });

    const done = await t.api.post<{ data: { accessToken: string; userId: string; roleId: number } }>('/api/v1/auth/activate', {
      token,
      password: 'Chosen#Pass1',
      firstName: 'Ngọc Lan',
      lastName: 'Phạm',
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      userId: user.id,
      roleId: Role.CaseManager,
      profile: { firstName: 'Ngọc Lan', lastName: 'Phạm' },
    });
    const me = await t.api.get('/api/v1/me', { token: done.body.data.accessToken });
    expect(me).toMatchObject({ status: 200, body: { data: { email: 'new.staff@example.test', firstName: 'Ngọc Lan' } } });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.activatedAt).toBeInstanceOf(Date);

    expect((await t.api.post('/api/v1/auth/login', { email: user.email, password: 'Chosen#Pass1' })).status).toBe(200);
    expect((await t.api.get(`/api/v1/auth/activation?token=${token}`)).status).toBe(400);
    expect((await t.api.post('/api/v1/auth/activate', { token, password: 'Other#Pass22' })).status).toBe(400);
  });

  it('refuses an expired link and a made-up one', async () => {
    const { user, token } = await invite('late.staff@example.test');
    await t.ctx.db
      .update(userTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(userTokens.userId, user.id));
    expect(await t.api.get(`/api/v1/auth/activation?token=${token}`)).toMatchObject({ status: 400, body: { code: 'INVALID_TOKEN' } });
    expect((await t.api.post('/api/v1/auth/activate', { token, password: 'Chosen#Pass1' })).status).toBe(400);
    expect((await t.api.get('/api/v1/auth/activation?token=nothing')).status).toBe(400);
    expect((await t.api.get('/api/v1/auth/activation')).status).toBe(400);
  });

  it('refuses the link of a user deactivated before accepting', async () => {
    const { user, token } = await invite('gone.staff@example.test');
    await t.ctx.db.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    expect((await t.api.get(`/api/v1/auth/activation?token=${token}`)).status).toBe(400);
    expect((await t.api.post('/api/v1/auth/activate', { token, password: 'Chosen#Pass1' })).status).toBe(400);
  });
});
