/** Access tokens: what verifies, what does not, and that remembering a verified token never outlives it. */
import { createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.js';

const SECRET = 'a-test-secret-of-at-least-32-characters';

describe('access tokens', () => {
  it('verifies its own tokens, again and again, and refuses another secret’s or an altered one', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign({ userId: 'u1', tokenVersion: 3, sessionId: 's1' });
    expect(await tokens.verify(token)).toMatchObject({ userId: 'u1', tokenVersion: 3, sessionId: 's1' });
    expect(await tokens.verify(token)).toMatchObject({ userId: 'u1', tokenVersion: 3, sessionId: 's1' });
    const forged = await createTokenService('another-secret-of-at-least-32-characters').sign({
      userId: 'u1',
      tokenVersion: 3,
      sessionId: 's1',
    });
    expect(await tokens.verify(forged)).toBeUndefined();
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'admin', ver: 3, exp: 9_999_999_999 })).toString('base64url');
    expect(await tokens.verify(`${header}.${payload}.${signature}`)).toBeUndefined();
    expect(await tokens.verify('not-a-token')).toBeUndefined();
  });

  it('refuses a token that names no session (one signed before sessions were stored)', async () => {
    const sessionless = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setExpirationTime('1h')
      .sign(createSecretKey(Buffer.from(SECRET, 'utf8')));
    expect(await createTokenService(SECRET).verify(sessionless)).toBeUndefined();
  });

  it('refuses a remembered token once it has expired', async () => {
    let clock = Date.UTC(2026, 10, 21, 9, 0, 0);
    const tokens = createTokenService(SECRET, 60, () => clock);
    const token = await tokens.sign({ userId: 'u1', tokenVersion: 0, sessionId: 's1' });
    expect(await tokens.verify(token)).toBeDefined();
    clock += 59_000;
    expect(await tokens.verify(token)).toBeDefined();
    clock += 2_000;
    expect(await tokens.verify(token)).toBeUndefined();
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a token that had expired before it was first seen', async () => {
    let clock = Date.UTC(2026, 10, 21, 9, 0, 0);
    const tokens = createTokenService(SECRET, 60, () => clock);
    const token = await tokens.sign({ userId: 'u1', tokenVersion: 0, sessionId: 's1' });
    clock += 61_000;
    expect(await tokens.verify(token)).toBeUndefined();
  });
});
