/**
 * What a /chat socket may ask: to join a channel's room (only a channel it may use: the token and
 * the user as stored now are checked again, then the channel, on every join), to leave it, and to
 * say its user is typing there. Answers go back through the socket.io acknowledgement:
 * `{ ok: true }` or `{ ok: false, error }`. When access changes, `recheck` closes a socket that
 * holds a channel its user may no longer use.
 */
import { fullName, ErrorCode, message } from '@ledgerdesk/domain';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { AppError, Errors, INTERNAL_ERROR_MESSAGE } from '../../platform/errors.js';
import { accessibleChannel } from './chat.access.js';
import { businessRoom, type RealtimeSocket } from '../../platform/realtime/index.js';
import type { AuthUser } from '../../platform/auth/guard.js';
import { channelRoom, typing } from './chat.events.js';

const channelPayload = z.object({ channelId: z.uuid() });

export type SocketAck = { ok: true } | { ok: false; error: { statusCode: number; code: string; message: string } };

function reply(ack: unknown, answer: SocketAck): void {
  if (typeof ack === 'function') (ack as (answer: SocketAck) => void)(answer);
}

function failure(err: unknown): SocketAck {
  if (err instanceof AppError) return { ok: false, error: { statusCode: err.statusCode, code: err.code, message: err.message } };
  return { ok: false, error: { statusCode: 500, code: ErrorCode.INTERNAL, message: INTERNAL_ERROR_MESSAGE } };
}

const CHANNEL_ROOM = /^channel:(.+)$/;

/** Whether every channel room the socket is in is still one its user may use. */
async function keepsItsChannels(ctx: AppContext, socket: RealtimeSocket, user: AuthUser): Promise<boolean> {
  const channelIds = [...socket.rooms].flatMap((room) => CHANNEL_ROOM.exec(room)?.[1] ?? []);
  for (const channelId of channelIds) {
    const still = await accessibleChannel(ctx.db, user, channelId).then(
      () => true,
      (err: unknown) => {
        if (err instanceof AppError) return false;
        throw err;
      },
    );
    if (!still) return false;
  }
  return true;
}

async function joinChannel(ctx: AppContext, socket: RealtimeSocket, channelId: string): Promise<SocketAck> {
  const user = await ctx.realtime.reauthorize(socket);
  if (!user) return failure(Errors.unauthenticated());
  const channel = await accessibleChannel(ctx.db, user, channelId);
  await socket.join([channelRoom(channel.id), businessRoom(channel.business.id)]);
  return { ok: true };
}

export function registerChatSockets(ctx: AppContext): void {
  ctx.realtime.onRecheck('/chat', (socket, user) => keepsItsChannels(ctx, socket, user));
  ctx.realtime.onConnection('/chat', (socket) => {
    socket.on('join_channel', (payload: unknown, ack: unknown) => {
      const parsed = channelPayload.safeParse(payload);
      if (!parsed.success) return reply(ack, failure(Errors.badRequest(message('chat.channelId'))));
      joinChannel(ctx, socket, parsed.data.channelId).then(
        (answer) => reply(ack, answer),
        (err: unknown) => {
          if (!(err instanceof AppError)) ctx.log.error({ err }, 'join_channel failed');
          reply(ack, failure(err));
        },
      );
    });

    socket.on('leave_channel', (payload: unknown, ack: unknown) => {
      const parsed = channelPayload.safeParse(payload);
      if (!parsed.success) return reply(ack, failure(Errors.badRequest(message('chat.channelId'))));
      void Promise.resolve(socket.leave(channelRoom(parsed.data.channelId))).then(() => reply(ack, { ok: true }));
    });

    // Only within a room the socket joined (so only a channel it may use); not to itself.
    socket.on('typing', (payload: unknown) => {
      const parsed = channelPayload.safeParse(payload);
      if (!parsed.success) return;
      const room = channelRoom(parsed.data.channelId);
      if (!socket.rooms.has(room)) return;
      const { user } = socket.data;
      socket.to(room).emit(typing.name, { channelId: parsed.data.channelId, user: { id: user.id, name: fullName(user) } });
    });
  });
}
