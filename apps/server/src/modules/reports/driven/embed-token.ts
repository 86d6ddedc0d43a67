/**
 * Signed, expiring links to one saved report for embedding (/driven-report/iframe?token=…): an
 * HS256 JWT whose key is derived from the server secret for this purpose only, so a sign-in token
 * is never accepted as an embed token, nor the other way round.
 */
import { ErrorCode, message } from '@ledgerdesk/domain';
import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../../../platform/context.js';
import { resolveJwtSecret } from '../../../platform/auth/tokens.js';
import { AppError } from '../../../platform/errors.js';

const AUDIENCE = 'driven-report-embed';

export const embedLinkExpired = () => new AppError(ErrorCode.EMBED_LINK_EXPIRED, message('reports.embedExpired'));
export const embedLinkInvalid = () => new AppError(ErrorCode.EMBED_LINK_INVALID, message('reports.embedInvalid'));

const keys = new WeakMap<AppContext, Uint8Array>();

function keyOf(ctx: AppContext): Uint8Array {
  let key = keys.get(ctx);
  if (!key) {
    const secret = resolveJwtSecret(ctx.config.jwtSecret, ctx.config.dataDir);
    key = new Uint8Array(createHmac('sha256', secret).update(AUDIENCE).digest());
    keys.set(ctx, key);
  }
  return key;
}

export async function signEmbedToken(ctx: AppContext, savedReportId: string, expiresAt: Date): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(savedReportId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(ctx));
}

/** The saved report's id, or a 401 that says whether the link expired or was never valid. */
export async function verifyEmbedToken(ctx: AppContext, token: string): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, keyOf(ctx), { algorithms: ['HS256'], audience: AUDIENCE });
    if (typeof payload.sub !== 'string') throw embedLinkInvalid();
    return payload.sub;
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw embedLinkExpired();
    throw embedLinkInvalid();
  }
}
