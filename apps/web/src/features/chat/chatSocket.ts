/**
 * One /chat socket per signed-in tab, shared by the menu badge and the chat screen, connected
 * like the notification socket (token in the handshake, reconnect at most every 10 s).
 */
import type { Socket } from 'socket.io-client';
import { openSocket } from '../../app/http/socket';
import { SOCKET_RECONNECTION_DELAY_MAX } from '../notifications/useNotificationSocket';

let shared: { token: string; socket: Socket; users: number } | null = null;

export function acquireChatSocket(token: string): Socket {
  if (shared && shared.token !== token) {
    shared.socket.disconnect();
    shared = null;
  }
  shared ??= {
    token,
    socket: openSocket('/chat', token, { reconnectionDelayMax: SOCKET_RECONNECTION_DELAY_MAX }),
    users: 0,
  };
  shared.users += 1;
  return shared.socket;
}

export function releaseChatSocket(socket: Socket): void {
  if (!shared || shared.socket !== socket) return;
  shared.users -= 1;
  if (shared.users === 0) {
    socket.disconnect();
    shared = null;
  }
}
