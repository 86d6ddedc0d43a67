/**
 * Rate limit for password checks (sign-in, password change, e-mail change). Failures count per
 * account+address (5 per 15 minutes) and per address (50 per 15 minutes), so one person's typos
 * do not lock out an office that shares an address.
 *
 * Each attempt is counted before the password is verified and given back when it succeeds; a
 * burst of parallel guesses therefore gets exactly the allowed number of tries. Attempts on the
 * same account+address wait for each other on this node, so parallel correct sign-ins (two tabs,
 * a load test) queue rather than being refused.
 *
 * The counters are the one write outside `command` and the audit log, on purpose: a failed guess
 * must count although its request fails (a command would roll it back), and an audit record per
 * guess would let a spray of guesses flood the log. Resetting a password forgets an account's
 * counters inside that reset's command.
 */
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { clearAccountAttempts, clearAttempts, purgeExpiredAttempts, releaseAttempt, reserveAttempt } from './login-limit.repo.js';

export const WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_ADDRESS_MAX_FAILURES = 5;
export const ADDRESS_MAX_FAILURES = 50;

export const accountAddressKey = (email: string, ip: string) => `acct-ip:${email}|${ip}`;
export const addressKey = (ip: string) => `ip:${ip}`;
/** Every this many checks, counters of past windows are deleted, so a spray of guesses cannot grow the table for ever. */
const PURGE_EVERY = 200;

export interface AttemptLimiter {
  /** Runs `verify` within the limits; throws 429 when a limit is reached, before `verify` runs. */
  check(db: Db, who: { email: string; ip: string }, verify: () => Promise<boolean>): Promise<boolean>;
  /** Forgets an account's failures from every address (its owner proved who they are by mail). */
  forgetAccount(db: Db, email: string): Promise<void>;
}

function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return async function runAlone<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const current = previous.then(work, work);
    const tail = current.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

export function createAttemptLimiter(): AttemptLimiter {
  const runAlone = createKeyedQueue();
  let checks = 0;
  return {
    async check(db, { email, ip }, verify) {
      checks += 1;
      if (checks % PURGE_EVERY === 0) await purgeExpiredAttempts(db, WINDOW_SECONDS);
      const accountKey = accountAddressKey(email, ip);
      return runAlone(accountKey, async () => {
        const account = await reserveAttempt(db, accountKey, ACCOUNT_ADDRESS_MAX_FAILURES, WINDOW_SECONDS);
        if (!account.reserved) throw Errors.tooManyAttempts(account.retryAfterSeconds);
        const address = await reserveAttempt(db, addressKey(ip), ADDRESS_MAX_FAILURES, WINDOW_SECONDS);
        if (!address.reserved) {
          await releaseAttempt(db, accountKey);
          throw Errors.tooManyAttempts(address.retryAfterSeconds);
        }
        let ok: boolean;
        try {
          ok = await verify();
        } catch (err) {
          await releaseAttempt(db, accountKey);
          await releaseAttempt(db, addressKey(ip));
          throw err;
        }
        if (ok) {
          await clearAttempts(db, accountKey);
          await releaseAttempt(db, addressKey(ip));
        }
        return ok;
      });
    },
    forgetAccount: (db, email) => clearAccountAttempts(db, accountAddressKey(email, '')),
  };
}
