import { Role } from '@ledgerdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { linkIn, startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { auditLogs } from '../audit/index.js';
import { users } from '../users/index.js';

interface Member {
  id: string;
  email: string;
  roleId: number;
  regionId: string | null;
  brandId: string | null;
  supervisorId: string | null;
  status: string;
  activated: boolean;
}

describe('team invitations', () => {
  let t: TestApp;
  let w: PracticeWorld;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ SMTP_URL: mail.url });
    w = await buildPracticeWorld(t.ctx);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const invite = (token: string, body: Record<string, unknown>) => t.api.post<{ data: Member }>('/api/v1/users/invite', body, { token });
  const person = (email: string) => ({ email, firstName: 'Nguyễn', lastName: 'Văn An' });

  it('creates an unactivated member and mails an /Activation link that sets the password', async () => {
    const res = await invite(w.users.sa.token, {
      ...person('New.Person@Example.test'),
      roleId: Role.CaseManager,
      regionId: w.regionA.id,
      supervisorId: w.users.supA.user.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email: 'new.person@example.test',
      roleId: Role.CaseManager,
      supervisorId: w.users.supA.user.id,
      status: 'active',
      activated: false,
    });
    const [stored] = await t.ctx.db.select().from(users).where(eq(users.id, res.body.data.id));
    expect(stored?.passwordHash).toBeNull();

    const link = linkIn(await mail.waitFor('new.person@example.test'), '/Activation');
    expect(link.origin).toBe('http://ledgerdesk.test');
    const activated = await t.api.post('/api/v1/auth/activate', { token: link.searchParams.get('token'), password: 'Fresh@1234' });
    expect(activated.status).toBe(200);
    const after = await t.api.get<{ data: Member }>(`/api/v1/users/${res.body.data.id}`, { token: w.users.sa.token });
    expect(after.body.data.activated).toBe(true);

    const [audit] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, res.body.data.id), eq(auditLogs.action, 'user.invited')));
    expect(audit).toMatchObject({ actorId: w.users.sa.user.id, after: { email: 'new.person@example.test', roleId: Role.CaseManager } });
  });

  it('limits the role to what the inviter may grant', async () => {
    const sup = w.users.supA.token;
    expect((await invite(sup, { ...person('ra@example.test'), roleId: Role.RegionAdmin })).status).toBe(403);
    expect((await invite(sup, { ...person('sup@example.test'), roleId: Role.Supervisor })).status).toBe(403);
    expect((await invite(w.users.raA.token, { ...person('sa@example.test'), roleId: Role.SuperAdmin })).status).toBe(403);
    for (const who of [w.users.cmA1, w.users.baX, w.users.portal]) {
      expect((await invite(who.token, { ...person('x@example.test'), roleId: Role.CaseManager })).status).toBe(403);
    }
    const rows = await t.ctx.db.select().from(users).where(eq(users.email, 'ra@example.test'));
    expect(rows).toEqual([]);
  });

  it('puts a Supervisor’s invitee in their region and team; Region Admins invite into their own region only', async () => {
    const res = await invite(w.users.supA.token, { ...person('cm.of.supa@example.test'), roleId: Role.CaseManager });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ regionId: w.regionA.id, supervisorId: w.users.supA.user.id });
    expect(
      (await invite(w.users.supA.token, { ...person('cm2@example.test'), roleId: Role.CaseManager, supervisorId: w.users.supB.user.id }))
        .status,
    ).toBe(403);
    expect(
      (await invite(w.users.raA.token, { ...person('elsewhere@example.test'), roleId: Role.CaseManager, regionId: w.regionB.id })).status,
    ).toBe(403);
    const own = await invite(w.users.raA.token, { ...person('supervisor.a@example.test'), roleId: Role.Supervisor });
    expect(own.status).toBe(201);
    expect(own.body.data).toMatchObject({ regionId: w.regionA.id, brandId: null });
  });

  it('validates the placement and the e-mail', async () => {
    const sa = w.users.sa.token;
    expect((await invite(sa, { ...person('no.region@example.test'), roleId: Role.CaseManager })).status).toBe(400);
    expect((await invite(sa, { ...person('no.brand@example.test'), roleId: Role.BrandManager })).status).toBe(400);
    expect((await invite(sa, { ...person('portal@example.test'), roleId: Role.Client })).status).toBe(400);
    expect((await invite(sa, { ...person('not-an-email'), roleId: Role.SuperAdmin })).status).toBe(400);
    expect(
      (
        await invite(sa, {
          ...person('sup.of.ra@example.test'),
          roleId: Role.RegionAdmin,
          regionId: w.regionA.id,
          supervisorId: w.users.supA.user.id,
        })
      ).status,
    ).toBe(400);
    const taken = await invite(sa, { ...person(w.users.cmA1.user.email.toUpperCase()), roleId: Role.SuperAdmin });
    expect(taken.status).toBe(409);
  });

  it('resends the invitation until the member has activated', async () => {
    const res = await invite(w.users.raA.token, { ...person('twice@example.test'), roleId: Role.Supervisor });
    expect(res.status).toBe(201);
    const first = linkIn(await mail.waitFor('twice@example.test'), '/Activation');
    const resent = await t.api.post(`/api/v1/users/${res.body.data.id}/resend-invitation`, undefined, { token: w.users.raA.token });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ data: { mailed: true } });
    const latest = await mail.waitFor('twice@example.test', 5000, 2);
    const second = linkIn(latest, '/Activation');
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));

    const activated = await t.api.post('/api/v1/users/' + w.users.cmA1.user.id + '/resend-invitation', undefined, {
      token: w.users.raA.token,
    });
    expect(activated.status).toBe(409);
    expect(
      (await t.api.post(`/api/v1/users/${w.users.cmB.user.id}/resend-invitation`, undefined, { token: w.users.raA.token })).status,
    ).toBe(404);
  });
});
