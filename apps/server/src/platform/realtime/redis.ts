/**
 * The Redis adapter lets several server processes share emits: a node publishes each broadcast
 * and every node delivers it to the sockets it holds. One client publishes, one subscribes
 * (a subscribed Redis connection can do nothing else).
 */
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

/** The URL without its password, for messages. */
function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

export interface RedisAdapterLink {
  adapter: ReturnType<typeof createAdapter>;
  /** Throws when Redis does not answer a PING (the publisher's connection; the subscriber's is busy listening). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function connectRedisAdapter(url: string, log: FastifyBaseLogger, connectTimeoutMs = 10_000): Promise<RedisAdapterLink> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  // Without a listener a lost connection would crash the process; the client reconnects by itself.
  pub.on('error', (err: unknown) => log.error({ err }, 'realtime redis publisher error'));
  sub.on('error', (err: unknown) => log.error({ err }, 'realtime redis subscriber error'));
  // The client retries forever; at start-up a wrong REDIS_URL should stop the server instead.
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Redis at ${redact(url)} did not answer within ${connectTimeoutMs} ms (REDIS_URL)`)),
      connectTimeoutMs,
    );
  });
  try {
    await Promise.race([Promise.all([pub.connect(), sub.connect()]), deadline]);
  } catch (err) {
    pub.destroy();
    sub.destroy();
    throw err;
  } finally {
    clearTimeout(timer);
  }
  return {
    adapter: createAdapter(pub, sub),
    async ping() {
      // While the client reconnects a PING would wait in its offline queue: say down at once.
      if (!pub.isReady || !sub.isReady) throw new Error('Redis connection is down');
      await pub.ping();
    },
    async close() {
      // A graceful close waits for queued commands, which never leave while Redis is away.
      const clients = [pub, sub];
      await Promise.allSettled(clients.map((c) => (c.isReady ? c.close() : Promise.resolve(c.destroy()))));
    },
  };
}
