/** Sign-in and profile throughput: POST /auth/login (argon2id) and GET /me (token check + one query). */
import type { ServerProcess } from '@ledgerdesk/server/testing';
import { load } from '../lib/load.js';

const credentials = { email: 'superadmin@demo.test', password: 'Demo@12345' };

export async function benchAuth(server: ServerProcess) {
  const login = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`demo sign-in failed: ${login.status}`);
  const { data } = (await login.json()) as { data: { accessToken: string } };

  const me = await load({ url: `${server.url}/api/v1/me`, headers: { authorization: `Bearer ${data.accessToken}` } });
  const signIn = await load({
    url: `${server.url}/api/v1/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
    connections: 8,
    duration: 5,
  });
  return { 'GET /api/v1/me': me, 'POST /api/v1/auth/login': signIn };
}
