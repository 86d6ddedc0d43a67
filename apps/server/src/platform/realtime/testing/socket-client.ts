/**
 * Test side of realtime: real socket.io clients against a listening test server. Each socket
 * records every event from the moment it is created, so a test can wait for one and also prove
 * that another never arrived before it.
 */
import { io, type Socket } from 'socket.io-client';

export interface ReceivedEvent {
  event: string;
  payload: unknown;
}

export interface TestSocket {
  socket: Socket;
  received: ReceivedEvent[];
  /** The payload of the next `event` not yet taken by an earlier call. */
  next(event: string, timeoutMs?: number): Promise<unknown>;
  close(): void;
}

export interface RefusedHandshake {
  message: string;
  data: unknown;
}

function openSocket(baseUrl: string, namespace: string, token: string | undefined): TestSocket {
  const socket = io(baseUrl + namespace, {
    path: '/socket.io',
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    autoConnect: false,
  });
  const received: ReceivedEvent[] = [];
  const taken = new Set<ReceivedEvent>();
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  socket.connect();
  return {
    socket,
    received,
    async next(event, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((r) => r.event === event && !taken.has(r));
        if (found) {
          taken.add(found);
          return found.payload;
        }
        if (Date.now() > deadline) {
          throw new Error(`no ${event} within ${timeoutMs} ms; received: ${JSON.stringify(received.map((r) => r.event))}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => void socket.close(),
  };
}

/** Resolves once the server accepted the handshake; rejects with the server's reason otherwise. */
export function connectSocket(baseUrl: string, namespace: string, token: string): Promise<TestSocket> {
  const client = openSocket(baseUrl, namespace, token);
  return new Promise((resolve, reject) => {
    client.socket.once('connect', () => resolve(client));
    client.socket.once('connect_error', (err) => {
      client.close();
      reject(new Error(`socket refused: ${err.message}`));
    });
  });
}

/** Resolves with the connect_error of a handshake the server must refuse; rejects if it connects. */
export function refusedHandshake(baseUrl: string, namespace: string, token: string | undefined): Promise<RefusedHandshake> {
  const client = openSocket(baseUrl, namespace, token);
  return new Promise((resolve, reject) => {
    client.socket.once('connect', () => {
      client.close();
      reject(new Error(`the server accepted a socket on ${namespace} it should have refused`));
    });
    client.socket.once('connect_error', (err: Error & { data?: unknown }) => {
      client.close();
      resolve({ message: err.message, data: err.data });
    });
  });
}

/** Resolves with the reason the socket closes; rejects if it is still open after `ms`. */
export function disconnected(client: TestSocket, ms = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!client.socket.connected) return resolve('already closed');
    const timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms);
    client.socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
