/** Signs in a demo user against the benchmark server and answers its bearer header. */
import type { ServerProcess } from '@ledgerdesk/server/testing';

export async function signIn(server: ServerProcess, email = 'superadmin@demo.test'): Promise<{ authorization: string }> {
  const response = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo@12345' }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} failed: ${response.status}`);
  const { data } = (await response.json()) as { data: { accessToken: string } };
  return { authorization: `Bearer ${data.accessToken}` };
}
