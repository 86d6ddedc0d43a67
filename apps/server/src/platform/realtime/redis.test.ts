import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../testing/index.js';
import { connectRedisAdapter } from './redis.js';

describe('realtime redis link', () => {
  it('gives up on an unreachable REDIS_URL with a message that hides the password', async () => {
    const port = await freePort();
    const attempt = connectRedisAdapter(`redis://user:secret@127.0.0.1:${port}`, pino({ level: 'silent' }), 300);
    await expect(attempt).rejects.toThrow(`Redis at redis://user:***@127.0.0.1:${port} did not answer within 300 ms (REDIS_URL)`);
  });
});
