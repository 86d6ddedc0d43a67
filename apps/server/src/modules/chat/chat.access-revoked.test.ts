/**
 * A /chat socket lives no longer than its access: every join_channel checks the token and the
 * user as stored now, and a socket closes when its user is deactivated, changes password, loses
 * the business, or when its token expires.
 */
import { Role } from '@ledgerdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signSession } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { createTokenService, resolveJwtSecret } from '../../platform/auth/tokens.js';
import { connectSocket, disconnected as closed, type TestSocket } from '../../platform/realtime/testing/socket-client.js';
import { users } from '../users/index.js';
import { chatApi, joinChannel as join } from './chat.fixture.js';
import type { ChannelDto } from './chat.schema.js';

describe('chat sockets lose what their user loses', () => {
  let t: TestApp;
  let w: PracticeWorld;
  let group: ChannelDto;
  const open: TestSocket[] = [];
  const connect = async (token: string) => {
    const socket = await connectSocket(t.baseUrl, '/chat', token);
    open.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildPracticeWorld(t.ctx);
    group = await chatApi(t).group(w.users.cmA1.token, w.businesses.b1.id);
  }, 120_000);
  afterAll(async () => {
    for (const socket of open) socket.close();
    await t.close();
  });

  it('checks the user as stored now on every join_channel, not as they were at the handshake', async () => {
    const member = await buildUser(t.ctx, { roleId: Role.Client, clientId: w.clients.c1.id });
    const socket = await connect(member.token);
    expect(await join(socket, group.id)).toEqual({ ok: true });
    // Deactivated behind the socket's back (no event): the next join must still see it.
    await t.ctx.db.update(users).set({ status: 'inactive' }).where(eq(users.id, member.user.id));
    const gone = closed(socket);
    // Refused by closing the socket: the join is never acknowledged.
    const answer = join(socket, group.id).catch((err: Error) => err.message);
    expect(await gone).toBe('io server disconnect');
    expect(await answer).toBe('socket has been disconnected');
  });

  it('closes the sockets of a deactivated user at once', async () => {
    const member = await buildUser(t.ctx, { roleId: Role.CaseManager });
    const socket = await connect(member.token);
    const gone = closed(socket);
    expect((await t.api.post(`/api/v1/users/${member.user.id}/deactivate`, undefined, { token: w.users.sa.token })).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('closes the sockets opened with the old token when the password changes', async () => {
    const member = await buildUser(t.ctx, { roleId: Role.Client, clientId: w.clients.c1.id });
    const socket = await connect(member.token);
    const gone = closed(socket);
    const changed = await t.api.patch(
      '/api/v1/me/password',
      { currentPassword: member.password, newPassword: 'Another#Passw0rd' },
      { token: member.token },
    );
    expect(changed.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('closes a socket holding a channel whose business its user no longer sees, and keeps the others', async () => {
    const { cmA1, portal, sa } = w.users;
    const caseManager = await connect(cmA1.token);
    const client = await connect(portal.token);
    expect(await join(caseManager, group.id)).toEqual({ ok: true });
    expect(await join(client, group.id)).toEqual({ ok: true });
    const gone = closed(caseManager);
    const removed = await t.api.delete(`/api/v1/businesses/${w.businesses.b1.id}/case-managers/${cmA1.user.id}`, { token: sa.token });
    expect(removed.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(client.socket.connected).toBe(true);
  });

  it('closes a socket when its token expires', async () => {
    const member = await buildUser(t.ctx);
    const shortLived = createTokenService(resolveJwtSecret(t.ctx.config.jwtSecret, t.ctx.config.dataDir), 2);
    const token = await signSession(t.ctx, member.user, { tokens: shortLived });
    const socket = await connect(token);
    expect(await closed(socket, 10_000)).toBe('io server disconnect');
  });
});
