import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.js';
import { type TestApp } from '../../../test/harness.js';
import { linkIn, type MailCatcher, withMailApp } from '../../../test/mail-catcher.js';
import { auditLogs } from '../audit/index.js';

describe('changing the sign-in e-mail', () => {
  let t: TestApp;
  let catcher: MailCatcher;
  withMailApp((app, mail) => {
    t = app;
    catcher = mail;
  });

  const request = (token: string, newEmail: string, password: string) => t.api.post('/api/v1/me/email', { newEmail, password }, { token });
  const confirm = (token: string, link: string) => t.api.post('/api/v1/me/email/confirm', { token: link }, { token });

  it('mails a confirmation to the new address; confirming switches the address used to sign in', async () => {
    const { user, token, password } = await buildUser(t.ctx);
    const res = await request(token, ' New.Address@Example.test ', password);
    expect(res).toMatchObject({ status: 200, body: { data: { sent: true } } });

    const mail = await catcher.waitFor('new.address@example.test');
    expect(catcher.mails.some((m) => m.to.includes(user.email))).toBe(false);
    const link = linkIn(mail, '/change-email');
    expect(link.origin).toBe('http://ledgerdesk.test');
    const linkToken = link.searchParams.get('token') ?? '';

    const done = await confirm(token, linkToken);
    expect(done).toMatchObject({ status: 200, body: { data: { id: user.id, email: 'new.address@example.test' } } });

    expect((await t.api.post('/api/v1/auth/login', { email: user.email, password })).status).toBe(401);
    expect((await t.api.post('/api/v1/auth/login', { email: 'new.address@example.test', password })).status).toBe(200);
    expect((await confirm(token, linkToken)).status).toBe(400);

    const notice = await catcher.waitFor(user.email);
    expect(notice.text).toContain('Subject: Your Ledgerdesk sign-in email was changed');
    expect(notice.text).toContain('From now on you sign in to Ledgerdesk with new.address@example.test.');

    const [entry] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, user.id), eq(auditLogs.action, 'user.email_changed')));
    expect(entry).toMatchObject({ actorId: user.id, before: { email: user.email }, after: { email: 'new.address@example.test' } });
  });

  it('refuses a wrong password', async () => {
    const { token } = await buildUser(t.ctx);
    expect(await request(token, 'whatever@example.test', 'Wrong@12345')).toMatchObject({ status: 400, body: { code: 'WRONG_PASSWORD' } });
  });

  it('answers alike for an address that has an account, and tells that address by mail instead', async () => {
    const { user, token, password } = await buildUser(t.ctx);
    const other = await buildUser(t.ctx);
    const free = await request(token, 'free.address@example.test', password);
    const taken = await request(token, other.user.email, password);
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual(free.body);
    const notice = await catcher.waitFor(other.user.email);
    expect(notice.text).toContain('This address already belongs to a Ledgerdesk account, so nothing was changed.');
    expect(notice.text).not.toContain('/change-email');
    // No link was issued for the taken address: the account keeps its e-mail.
    expect((await t.api.get('/api/v1/me', { token })).body).toMatchObject({ data: { email: user.email } });
  });

  it('answers 409 when the address was taken between the request and the confirmation', async () => {
    const { token, password } = await buildUser(t.ctx);
    await request(token, 'contested@example.test', password);
    const linkToken = linkIn(await catcher.waitFor('contested@example.test'), '/change-email').searchParams.get('token') ?? '';
    await buildUser(t.ctx, { email: 'contested@example.test' });
    expect((await confirm(token, linkToken)).status).toBe(409);
  });

  it('only lets the user who asked confirm the link', async () => {
    const asker = await buildUser(t.ctx);
    const stranger = await buildUser(t.ctx);
    await request(asker.token, 'asker.new@example.test', asker.password);
    const linkToken = linkIn(await catcher.waitFor('asker.new@example.test'), '/change-email').searchParams.get('token') ?? '';
    expect(await confirm(stranger.token, linkToken)).toMatchObject({ status: 400, body: { code: 'INVALID_TOKEN' } });
    expect((await t.api.get('/api/v1/me', { token: stranger.token })).body).toMatchObject({ data: { email: stranger.user.email } });
    // The stranger's attempt did not use the link up.
    expect(await confirm(asker.token, linkToken)).toMatchObject({ status: 200, body: { data: { email: 'asker.new@example.test' } } });
    expect((await t.api.post('/api/v1/me/email/confirm', { token: linkToken })).status).toBe(401);
  });
});
