/** Inviting a client's portal user: a Client-role account without a password, and an /Activation mail. */
import { Role } from '@ledgerdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { linkIn, startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.js';
import { users } from '../users/index.js';

describe('portal users', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let admin: BuiltUser;
  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ SMTP_URL: mail.url });
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const invite = (clientId: string, body: object) =>
    t.api.post<{ data: { id: string; activated: boolean; invitationMailed: boolean }; message: string }>(
      `/api/v1/clients/${clientId}/portal-users`,
      body,
      {
        token: admin.token,
      },
    );

  it('creates a Client user of this client and mails an activation link that works', async () => {
    const client = await buildClient(t.ctx);
    const res = await invite(client.id, { email: 'Owner@Bakery.example', firstName: 'Mai', lastName: 'Trần' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ activated: false, invitationMailed: true });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, res.body.data.id));
    expect(row).toMatchObject({
      email: 'owner@bakery.example',
      roleId: Role.Client,
      clientId: client.id,
      passwordHash: null,
      activatedAt: null,
    });

    const message = await mail.waitFor('owner@bakery.example');
    const link = linkIn(message, '/Activation');
    const token = link.searchParams.get('token') ?? '';
    const who = await t.api.get<{ data: { email: string } }>(`/api/v1/auth/activation?token=${encodeURIComponent(token)}`);
    expect(who.body.data.email).toBe('owner@bakery.example');

    const page = await t.api.get<{ data: { portalUsers: Array<{ email: string; activated: boolean }> } }>(`/api/v1/clients/${client.id}`, {
      token: admin.token,
    });
    expect(page.body.data.portalUsers).toMatchObject([{ email: 'owner@bakery.example', activated: false }]);
  });

  it('refuses an email that is already used (409) and an archived client (409)', async () => {
    const client = await buildClient(t.ctx);
    const taken = await invite(client.id, { email: admin.user.email.toUpperCase(), firstName: 'A', lastName: 'B' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/already used/);
    const archived = await buildClient(t.ctx, { status: 'archived' });
    expect((await invite(archived.id, { email: 'late@example.test', firstName: 'A', lastName: 'B' })).status).toBe(409);
    expect((await invite(client.id, { email: 'nope', firstName: 'A', lastName: 'B' })).status).toBe(400);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, 'late@example.test'))).toEqual([]);
  });
});
