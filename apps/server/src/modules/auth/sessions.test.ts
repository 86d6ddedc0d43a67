/**
 * One's sessions: listed with where they signed in (current marked), ended one by one or all but
 * the current; an ended session's token and refresh stop working and its sockets close. Nobody
 * sees or ends another user's.
 */
import { Role } from '@ledgerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signSession } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { connectSocket, disconnected, type TestSocket } from '../../platform/realtime/testing/socket-client.js';

interface SessionsAnswer {
  data: Array<{ id: string; userAgent: string; ip: string; createdAt: string; lastUsedAt: string; current: boolean }>;
}

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('my sessions', () => {
  let t: TestApp;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const list = (token: string) => t.api.get<SessionsAnswer>('/api/v1/me/sessions', { token });
  const signInFrom = async (email: string, password: string, userAgent: string) => {
    const res = await t.api.post<{ data: { accessToken: string } }>(
      '/api/v1/auth/login',
      { email, password },
      { headers: { 'user-agent': userAgent } },
    );
    expect(res.status).toBe(200);
    return res.body.data.accessToken;
  };
  const refresh = (token: string) => t.api.post('/api/v1/auth', { token });
  const socketOf = async (token: string) => {
    const socket = await connectSocket(t.baseUrl, '/notification', token);
    sockets.push(socket);
    return socket;
  };

  it('lists my live sessions with device, address and times, the current one marked', async () => {
    const { user, password } = await buildUser(t.ctx, { roleId: Role.CaseManager });
    const laptop = await signInFrom(user.email, password, FIREFOX);
    const phone = await signInFrom(user.email, password, IPHONE);
    const res = await list(laptop);
    expect(res.status).toBe(200);
    const byAgent = new Map(res.body.data.map((s) => [s.userAgent, s]));
    expect(byAgent.get(FIREFOX)).toMatchObject({ current: true, ip: '127.0.0.1' });
    expect(byAgent.get(IPHONE)).toMatchObject({ current: false });
    expect(res.body.data.filter((s) => s.current)).toHaveLength(1);
    for (const s of res.body.data) expect(Date.parse(s.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt) - 1000);
    expect((await list(phone)).body.data.find((s) => s.current)?.userAgent).toBe(IPHONE);
  });

  it('answers 404 for another user’s session, which keeps working', async () => {
    const me = await buildUser(t.ctx, { roleId: Role.Supervisor });
    const other = await buildUser(t.ctx, { roleId: Role.Supervisor });
    const theirs = (await list(other.token)).body.data[0]?.id ?? '';
    expect((await list(me.token)).body.data.map((s) => s.id)).not.toContain(theirs);
    const res = await t.api.delete(`/api/v1/me/sessions/${theirs}`, { token: me.token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Session not found.', code: 'NOT_FOUND' });
    expect((await t.api.get('/api/v1/me', { token: other.token })).status).toBe(200);
  });

  it('ends one session: its token, its refresh and its sockets stop; the others go on', async () => {
    const { user, password, token } = await buildUser(t.ctx, { roleId: Role.BrandAdmin });
    const phone = await signInFrom(user.email, password, IPHONE);
    const phoneSocket = await socketOf(phone);
    const mySocket = await socketOf(token);
    const phoneSession = (await list(phone)).body.data.find((s) => s.current)?.id ?? '';
    const closing = disconnected(phoneSocket);

    const res = await t.api.delete(`/api/v1/me/sessions/${phoneSession}`, { token });
    expect(res.body).toEqual({ data: { ended: 1 } });
    expect(await closing).toBe('io server disconnect');
    expect((await t.api.get('/api/v1/me', { token: phone })).status).toBe(401);
    expect((await refresh(phone)).status).toBe(401);
    expect(mySocket.socket.connected).toBe(true);
    expect((await list(token)).body.data.map((s) => s.id)).not.toContain(phoneSession);
    expect((await t.api.delete(`/api/v1/me/sessions/${phoneSession}`, { token })).status).toBe(404);
  });

  it('signs out everywhere else: every other session’s token, refresh and sockets end, this one stays', async () => {
    const { user, password } = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
    const here = await signInFrom(user.email, password, FIREFOX);
    const elsewhere = [await signInFrom(user.email, password, IPHONE), await signSession(t.ctx, user)];
    const hereSocket = await socketOf(here);
    const otherSockets = await Promise.all(elsewhere.map(socketOf));
    const closing = otherSockets.map((socket) => disconnected(socket));

    const res = await t.api.post('/api/v1/me/sessions/sign-out-others', undefined, { token: here });
    expect(res.body).toEqual({ data: { ended: 3 } });
    expect(await Promise.all(closing)).toEqual(['io server disconnect', 'io server disconnect']);
    for (const token of elsewhere) {
      expect((await t.api.get('/api/v1/me', { token })).status).toBe(401);
      expect((await refresh(token)).status).toBe(401);
    }
    expect(hereSocket.socket.connected).toBe(true);
    expect((await refresh(here)).status).toBe(200);
    const left = (await list(here)).body.data;
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, userAgent: FIREFOX });
  });

  it('signs out: the session ends and leaves the list', async () => {
    const { user, password, token } = await buildUser(t.ctx, { roleId: Role.Client });
    const tab = await signInFrom(user.email, password, FIREFOX);
    expect((await t.api.post('/api/v1/auth/logout', undefined, { token: tab })).body).toEqual({ data: { ended: 1 } });
    expect((await t.api.get('/api/v1/me', { token: tab })).status).toBe(401);
    expect((await list(token)).body.data.map((s) => s.userAgent)).not.toContain(FIREFOX);
  });

  it('keeps the session that changed the password, with its new token, and ends the rest', async () => {
    const { user, password, token } = await buildUser(t.ctx, { roleId: Role.RegionAdmin });
    const other = await signInFrom(user.email, password, IPHONE);
    const changed = await t.api.patch<{ data: { accessToken: string } }>(
      '/api/v1/me/password',
      { currentPassword: password, newPassword: 'Fresh#Pass99' },
      { token },
    );
    const fresh = changed.body.data.accessToken;
    const left = (await list(fresh)).body.data;
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, userAgent: 'factory' });
    expect((await t.api.get('/api/v1/me', { token: other })).status).toBe(401);
  });

  it('answers 401 signed out', async () => {
    expect((await t.api.get('/api/v1/me/sessions')).status).toBe(401);
    expect((await t.api.post('/api/v1/me/sessions/sign-out-others')).status).toBe(401);
    expect((await t.api.post('/api/v1/auth/logout')).status).toBe(401);
  });
});
