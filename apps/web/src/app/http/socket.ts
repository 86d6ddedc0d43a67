/**
 * Every realtime socket of the web app: the token in the handshake, and WebSocket from the first
 * request, never long-polling. Polling sends each of a socket's requests separately, and behind
 * a load balancer they would land on nodes that never opened it (docs/decisions/0016).
 */
import { io, type Socket } from 'socket.io-client';
import { apiBaseUrl } from './client';

export function openSocket(namespace: string, token: string, options: { reconnectionDelayMax: number }): Socket {
  return io(`${apiBaseUrl()}${namespace}`, { auth: { token }, transports: ['websocket'], ...options });
}
