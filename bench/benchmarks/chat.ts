/**
 * Chat fan-out on one node: 1,000 socket.io clients (one user's many tabs; the server caps
 * nothing per user) join one business's group channel, a case manager posts messages over the
 * API one after another, and every client's receipt of `message_new` is timed from the moment
 * the POST was sent. Target: p99 within 100 ms. Also timed: connecting and joining.
 *
 * The clients live in this process, on the server's machine: the figures include their own
 * decoding of 1,000 frames per event, and `firstToLastReceiptMs` shows how much of the latency
 * is the fan-out itself rather than the POST's transaction.
 */
import type { ServerProcess } from '@ledgerdesk/server/testing';
import { io, type Socket } from 'socket.io-client';
import { signIn } from '../lib/session.js';

const CLIENTS = 1_000;
const MESSAGES = 50;
const WARM_UP = 3;
/** Handshakes in flight at once, as a reconnect storm after a deploy would bring them. */
const CONNECT_BATCH = 100;
const DELIVERY_TIMEOUT_MS = 10_000;

interface Figures {
  p50: number;
  p99: number;
  max: number;
}

function figures(samples: readonly number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { p50: round(at(50)), p99: round(at(99)), max: round(sorted.at(-1) ?? 0) };
}

async function api<T>(server: ServerProcess, authorization: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface Listener {
  socket: Socket;
  connectMs: number;
  joinMs: number;
  /** Receipt time of each message, by its body. */
  receivedAt: Map<string, number>;
}

function connectListener(server: ServerProcess, token: string, channelId: string): Promise<Listener> {
  const started = performance.now();
  const socket = io(`${server.url}/chat`, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  const receivedAt = new Map<string, number>();
  socket.on('message_new', (payload: { message: { body: string } }) => receivedAt.set(payload.message.body, performance.now()));
  return new Promise((resolve, reject) => {
    socket.once('connect_error', (err) => reject(new Error(`socket refused: ${err.message}`)));
    socket.once('connect', () => {
      const connectMs = performance.now() - started;
      const joining = performance.now();
      socket
        .timeout(DELIVERY_TIMEOUT_MS)
        .emitWithAck('join_channel', { channelId })
        .then((ack: { ok: boolean }) => {
          if (!ack.ok) throw new Error(`join_channel refused: ${JSON.stringify(ack)}`);
          resolve({ socket, connectMs, joinMs: performance.now() - joining, receivedAt });
        })
        .catch(reject);
    });
  });
}

async function waitForDeliveries(listeners: readonly Listener[], body: string): Promise<void> {
  const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
  while (listeners.some((l) => !l.receivedAt.has(body)) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

export async function benchChat(server: ServerProcess, _databaseUrl?: string) {
  const poster = await signIn(server, 'casemanager@demo.test');
  const reader = await signIn(server, 'superadmin@demo.test');
  const { data: assigned } = await api<{ data: Array<{ id: string }> }>(server, poster.authorization, '/api/v1/businesses?limit=1');
  const businessId = assigned[0]?.id;
  if (!businessId) throw new Error('the demo case manager has no business');
  const { data: channels } = await api<{ data: Array<{ id: string; kind: string }> }>(
    server,
    poster.authorization,
    `/api/v1/channels?businessId=${businessId}`,
  );
  const channelId = channels.find((c) => c.kind === 'group')?.id;
  if (!channelId) throw new Error('no group channel');
  // Opening the business's channels makes the Super Admin a member: each message also sends
  // their unread_update to all 1,000 of their sockets, as for 1,000 members.
  await api(server, reader.authorization, `/api/v1/channels?businessId=${businessId}`);
  const readerToken = reader.authorization.replace(/^Bearer /, '');

  const listeners: Listener[] = [];
  const connectStarted = performance.now();
  for (let i = 0; i < CLIENTS; i += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, CLIENTS - i) }, () => connectListener(server, readerToken, channelId));
    listeners.push(...(await Promise.all(batch)));
  }
  const connectAllMs = Math.round(performance.now() - connectStarted);

  try {
    const fanOut: number[] = [];
    /** Per message, first to last receipt: the fan-out itself, apart from the POST's own work. */
    const spread: number[] = [];
    const post: number[] = [];
    let lost = 0;
    for (let i = 0; i < WARM_UP + MESSAGES; i++) {
      const body = `bench message ${i} ${Date.now()}`;
      const sent = performance.now();
      await api(server, poster.authorization, `/api/v1/channels/${channelId}/messages`, { body });
      const answered = performance.now();
      await waitForDeliveries(listeners, body);
      if (i < WARM_UP) continue;
      post.push(answered - sent);
      const receipts: number[] = [];
      for (const listener of listeners) {
        const at = listener.receivedAt.get(body);
        if (at === undefined) lost++;
        else receipts.push(at);
        listener.receivedAt.delete(body);
      }
      fanOut.push(...receipts.map((at) => at - sent));
      if (receipts.length > 0) spread.push(Math.max(...receipts) - Math.min(...receipts));
    }
    const result = {
      clients: CLIENTS,
      messages: MESSAGES,
      deliveries: fanOut.length,
      lost,
      connectMs: { ...figures(listeners.map((l) => l.connectMs)), allClientsMs: connectAllMs, concurrent: CONNECT_BATCH },
      joinChannelMs: figures(listeners.map((l) => l.joinMs)),
      postMs: figures(post),
      fanOutMs: figures(fanOut),
      firstToLastReceiptMs: figures(spread),
      targetP99Ms: 100,
    };
    // The run prints its JSON on stdout; this line is for the person watching.
    console.error(
      `chat: ${CLIENTS} clients, ${MESSAGES} messages — fan-out p50 ${result.fanOutMs.p50} ms, p99 ${result.fanOutMs.p99} ms, max ${result.fanOutMs.max} ms` +
        ` (target p99 ≤ 100 ms, lost ${lost}); connect p99 ${result.connectMs.p99} ms, all in ${connectAllMs} ms`,
    );
    return result;
  } finally {
    for (const listener of listeners) listener.socket.disconnect();
  }
}
