/**
 * The Redis adapter lets several server processes share emits: a node publishes each broadcast
 * and every node delivers it to the sockets it holds. One client publishes, one subscribes
 * (a subscribed Redis connection can do nothing else).
 */
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

export interface RedisAdapterLink {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

export async function connectRedisAdapter(url: string, log: FastifyBaseLogger): Promise<RedisAdapterLink> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  // Without a listener a lost connection would crash the process; the client reconnects by itself.
  pub.on('error', (err: unknown) => log.error({ err }, 'realtime redis publisher error'));
  sub.on('error', (err: unknown) => log.error({ err }, 'realtime redis subscriber error'));
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    adapter: createAdapter(pub, sub),
    async close() {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
}
