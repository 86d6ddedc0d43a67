/** Sign-in and profile throughput: POST /auth/login (argon2id) and GET /me (token check + one query). */
import type { ServerProcess } from '@ledgerdesk/server/testing';
import { load } from '../lib/load.js';
import { signIn } from '../lib/session.js';

export async function benchAuth(server: ServerProcess) {
  const headers = await signIn(server);
  const me = await load({ url: `${server.url}/api/v1/me`, headers });
  const signInLoad = await load({
    url: `${server.url}/api/v1/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@demo.test', password: 'Demo@12345' }),
    connections: 8,
    duration: 5,
  });
  return { 'GET /api/v1/me': me, 'POST /api/v1/auth/login': signInLoad };
}
