import { Role } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createTokenService } from '../auth/tokens.js';
import { command } from '../db/command.js';
import { NAMESPACES, realtimeEvent, userRoom } from './index.js';
import { connectSocket, refusedHandshake, type TestSocket } from './testing/socket-client.js';

const ping = realtimeEvent<{ n: number }>('/chat', 'test_ping');
const progress = realtimeEvent<{ percent: number }>('/file-convert', 'test_progress');

describe('realtime sockets', () => {
  let t: TestApp;
  let alice: BuiltUser;
  let bob: BuiltUser;
  const open: TestSocket[] = [];
  const connect = async (namespace: string, token: string) => {
    const socket = await connectSocket(t.baseUrl, namespace, token);
    open.push(socket);
    return socket;
  };
  const seenOnConnection: { userId: string; inUserRoom: boolean }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    alice = await buildUser(t.ctx, { roleId: Role.CaseManager });
    bob = await buildUser(t.ctx, { roleId: Role.Client });
    t.ctx.realtime.onConnection('/chat', (socket, user) => {
      seenOnConnection.push({ userId: user.id, inUserRoom: socket.rooms.has(userRoom(user.id)) });
    });
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await t.close();
  });

  it.each(NAMESPACES)('refuses a handshake on %s without a token', async (namespace) => {
    const refused = await refusedHandshake(t.baseUrl, namespace, undefined);
    expect(refused).toEqual({ message: 'Please sign in to continue.', data: { statusCode: 401, code: 'UNAUTHENTICATED' } });
  });

  it.each(NAMESPACES)('refuses a handshake on %s with a malformed token', async (namespace) => {
    const refused = await refusedHandshake(t.baseUrl, namespace, 'not-a-jwt');
    expect(refused.data).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED' });
  });

  it('refuses a token signed with another secret, and one of a deactivated user', async () => {
    const forged = await createTokenService('another-secret-of-at-least-32-characters').sign({
      userId: alice.user.id,
      tokenVersion: 0,
      sessionId: alice.user.id,
    });
    expect((await refusedHandshake(t.baseUrl, '/notification', forged)).data).toMatchObject({ statusCode: 401 });

    const gone = await buildUser(t.ctx, { status: 'inactive' });
    expect((await refusedHandshake(t.baseUrl, '/notification', gone.token)).data).toMatchObject({ statusCode: 401 });
  });

  it('refuses a long-polling handshake: WebSocket only, so any node behind the balancer can serve a socket', async () => {
    const polling = await t.api.get('/socket.io/?EIO=4&transport=polling');
    expect(polling).toMatchObject({ status: 400, body: { message: 'Transport unknown' } });
  });

  it('refuses a namespace that does not exist', async () => {
    const refused = await refusedHandshake(t.baseUrl, '/elsewhere', alice.token);
    expect(refused.message).toBe('Invalid namespace');
  });

  it.each(NAMESPACES)('accepts a valid token on %s', async (namespace) => {
    const socket = await connect(namespace, alice.token);
    expect(socket.socket.connected).toBe(true);
  });

  it('runs feature handlers with the signed-in user, already in their room', async () => {
    await connect('/chat', bob.token);
    expect(seenOnConnection).toContainEqual({ userId: bob.user.id, inUserRoom: true });
  });

  it("sends to every tab of one user, on the event's namespace only", async () => {
    const aliceTab1 = await connect('/chat', alice.token);
    const aliceTab2 = await connect('/chat', alice.token);
    const aliceNotification = await connect('/notification', alice.token);
    const bobChat = await connect('/chat', bob.token);

    t.ctx.realtime.toUser(alice.user.id, ping, { n: 1 });
    t.ctx.realtime.toUser(bob.user.id, ping, { n: 2 });

    expect(await aliceTab1.next('test_ping')).toEqual({ n: 1 });
    expect(await aliceTab2.next('test_ping')).toEqual({ n: 1 });
    // One server writes each socket's events in order: had Alice's ping reached Bob, it would
    // sit before his own.
    expect(await bobChat.next('test_ping')).toEqual({ n: 2 });
    expect(bobChat.received.map((r) => r.payload)).toEqual([{ n: 2 }]);
    // Alice's /notification socket is in her room too, but the event belongs to /chat.
    t.ctx.realtime.toUser(alice.user.id, realtimeEvent<{ n: number }>('/notification', 'test_marker'), { n: 3 });
    await aliceNotification.next('test_marker');
    expect(aliceNotification.received.map((r) => r.event)).toEqual(['test_marker']);
  });

  it('joins all sockets of a user to a room and broadcasts to it', async () => {
    const aliceSocket = await connect('/file-convert', alice.token);
    const bobSocket = await connect('/file-convert', bob.token);
    t.ctx.realtime.joinUser('/file-convert', alice.user.id, 'import:1');
    t.ctx.realtime.to('import:1', progress, { percent: 10 });
    expect(await aliceSocket.next('test_progress')).toEqual({ percent: 10 });

    t.ctx.realtime.toUser(bob.user.id, progress, { percent: 99 });
    // Bob is not in the room: his first event is the one sent to him directly.
    expect(await bobSocket.next('test_progress')).toEqual({ percent: 99 });
    expect(bobSocket.received).toHaveLength(1);
  });

  it('emits registered on a transaction only once it committed', async () => {
    const socket = await connect('/chat', bob.token);
    const failed = command(t.ctx, null, async (tx) => {
      await tx.db.execute(sql`select 1`);
      tx.afterCommit((ctx) => ctx.realtime.toUser(bob.user.id, ping, { n: 100 }));
      throw new Error('rolled back');
    });
    await expect(failed).rejects.toThrow('rolled back');

    let leaked: ((effect: () => void) => void) | undefined;
    const value = await command(t.ctx, null, async (tx) => {
      tx.afterCommit((ctx) => ctx.realtime.toUser(bob.user.id, ping, { n: 200 }));
      leaked = (effect) => tx.afterCommit(effect);
      return Promise.resolve('done');
    });
    expect(value).toBe('done');
    expect(await socket.next('test_ping')).toEqual({ n: 200 });
    expect(socket.received.map((r) => r.payload)).toEqual([{ n: 200 }]);
    expect(() => leaked?.(() => undefined)).toThrow('already ended');
  });
});

describe('realtime shutdown', () => {
  it('disconnects its sockets when the app closes, without hanging', async () => {
    const t = await createTestApp();
    const user = await buildUser(t.ctx);
    const socket = await connectSocket(t.baseUrl, '/notification', user.token);
    const reason = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve));
    await t.close();
    expect(await reason).toBe('io server disconnect');
  });
});
