/**
 * Access tokens: HS256 JWTs, 86400 s unless system settings say otherwise. The secret comes from
 * JWT_SECRET or a file made once in DATA_DIR, until a Super Admin rotates it in system settings.
 */
import { createSecretKey, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 86_400;

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
  /** The stored session (user_sessions) the token belongs to: ending it ends the token. */
  sessionId: string;
}

export interface VerifiedToken extends TokenClaims {
  /** When the token stops being accepted: a socket opened with it is closed then. */
  expiresAtMs: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Undefined when the token is malformed, forged or expired. */
  verify(token: string): Promise<VerifiedToken | undefined>;
  /**
   * Applies system settings without a restart: a new secret ends every session signed with the
   * old one; a new lifetime applies to tokens signed from now on.
   */
  configure(options: { secret?: string; lifetimeSeconds?: number }): void;
  /** How long a token signed now lives, in seconds: its session is stored with the same end. */
  lifetimeSeconds(): number;
}

export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}

/** How many verified tokens are remembered; past it the oldest are forgotten (and verified again if they come back). */
const REMEMBERED_TOKENS = 10_000;

/**
 * `now` is the clock, for tests. A token whose signature has been checked is remembered with its
 * expiry until then: the same string always verifies the same way, and the HMAC runs through
 * WebCrypto on the thread pool, which cost every request a round trip to it.
 */
export function createTokenService(secret: string, lifetimeSeconds = TOKEN_LIFETIME_SECONDS, now: () => number = Date.now): TokenService {
  let key = createSecretKey(Buffer.from(secret, 'utf8'));
  let currentSecret = secret;
  let lifetime = lifetimeSeconds;
  const verified = new Map<string, VerifiedToken>();
  const remember = (token: string, claims: VerifiedToken) => {
    if (verified.size >= REMEMBERED_TOKENS) verified.delete(verified.keys().next().value ?? '');
    verified.set(token, claims);
  };
  return {
    sign: ({ userId, tokenVersion, sessionId }) => {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ ver: tokenVersion, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetime)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > now()) return known;
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(now()) });
        const { sub, ver, sid, exp } = payload;
        if (typeof sub !== 'string' || typeof ver !== 'number' || typeof sid !== 'string' || typeof exp !== 'number') return undefined;
        const claims = { userId: sub, tokenVersion: ver, sessionId: sid, expiresAtMs: exp * 1000 };
        remember(token, claims);
        return claims;
      } catch {
        return undefined;
      }
    },
    lifetimeSeconds: () => lifetime,
    configure(options) {
      if (options.lifetimeSeconds !== undefined) lifetime = options.lifetimeSeconds;
      if (options.secret !== undefined && options.secret !== currentSecret) {
        currentSecret = options.secret;
        key = createSecretKey(Buffer.from(options.secret, 'utf8'));
        verified.clear();
      }
    },
  };
}
