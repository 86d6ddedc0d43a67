/**
 * Single-use links for password reset, activation and e-mail change. The link carries 32 random
 * bytes; only their sha256 is stored, so a copy of the database cannot be used to sign in.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import {
  deleteUnusedTokens,
  findUsableToken,
  insertUserToken,
  markTokenUsed,
  type TokenPurpose,
  type UserTokenRow,
} from './user-tokens.repo.js';

export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  reset_password: 60 * 60,
  activation: 7 * 24 * 60 * 60,
  change_email: 24 * 60 * 60,
  sign_in_code: 5 * 60,
  sign_in_enrol: 15 * 60,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Whether a new link voids the unused ones of its kind. Reset links do not: anyone may ask for
 * one for any address, and if each request voided the last, a stranger asking again and again
 * would keep the owner from ever using theirs. Their number is bounded by the request limits
 * instead (recovery.service.ts), and using one voids the others.
 */
const REPLACES_EARLIER: Record<TokenPurpose, boolean> = {
  reset_password: false,
  activation: true,
  change_email: true,
  sign_in_code: true,
  sign_in_enrol: true,
};

/** Answers a new token, to be put in a link, after voiding the unused ones its kind replaces. */
export async function issueUserToken(tx: Db, userId: string, purpose: TokenPurpose, extra: { newEmail?: string } = {}): Promise<string> {
  if (REPLACES_EARLIER[purpose]) await deleteUnusedTokens(tx, userId, purpose);
  const token = randomBytes(32).toString('base64url');
  await insertUserToken(tx, { userId, purpose, tokenHash: hashToken(token), ttlSeconds: TOKEN_LIFETIME_SECONDS[purpose], ...extra });
  return token;
}

/** The still-valid token row without using it up (e.g. to show who an invitation is for). */
export async function peekUserToken(db: Db, token: string, purpose: TokenPurpose): Promise<UserTokenRow> {
  const row = await findUsableToken(db, hashToken(token), purpose);
  if (!row) throw Errors.invalidToken();
  return row;
}

/** Voids a user's unused links of one kind, e.g. the other reset links once one was used. */
export const voidUnusedTokens = (tx: Db, userId: string, purpose: TokenPurpose): Promise<void> => deleteUnusedTokens(tx, userId, purpose);

/** Uses the token up; `userId` restricts it to links issued to that user. */
export async function consumeUserToken(tx: Db, token: string, purpose: TokenPurpose, userId?: string): Promise<UserTokenRow> {
  const row = await markTokenUsed(tx, hashToken(token), purpose, userId);
  if (!row) throw Errors.invalidToken();
  return row;
}
