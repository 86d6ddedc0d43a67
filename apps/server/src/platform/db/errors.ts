/**
 * Database refusals that mean something to a user: the ledger rules raised by triggers
 * (SQLSTATE LD001–LD003, migration 0004; LD004, migration 0013) and unique violations; and a
 * database out of reach (restarting, connection lost), a 503 to try again rather than a 500.
 * Drizzle wraps the driver's error, so the code is looked for along the cause chain.
 */
import { ErrorCode, formatDate, message } from '@ledgerdesk/domain';
import { AppError } from '../errors.js';

export interface DbErrorInfo {
  code: string;
  message: string;
  constraint?: string;
}

export function dbErrorInfo(error: unknown): DbErrorInfo | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const candidate = e as { code?: unknown; message?: unknown; constraint?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        message: typeof candidate.message === 'string' ? candidate.message : '',
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
  }
  return undefined;
}

/** SQLSTATE class 08 (connection exception) and 57P01–57P03 (the server shutting down or starting). */
const UNREACHABLE_STATE = /^(08...|57P0[1-3])$/;
const UNREACHABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

function unreachable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message: text } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_STATE.test(code) || UNREACHABLE_SOCKET.has(code))) return true;
    // node-postgres ends a query whose connection dropped with this message and no code.
    if (typeof text === 'string' && text.startsWith('Connection terminated')) return true;
  }
  return false;
}

export function translateDbError(error: unknown): AppError | undefined {
  if (unreachable(error)) {
    return new AppError(ErrorCode.DATABASE_UNAVAILABLE, message('errors.databaseUnavailable'), { retryAfterSeconds: 5 });
  }
  const info = dbErrorInfo(error);
  switch (info?.code) {
    case 'LD001':
      return new AppError(ErrorCode.UNBALANCED_ENTRY, message('ledger.entryUnbalanced'));
    case 'LD002': {
      // The trigger names the lock date in its English text; the reader gets it in theirs.
      const lockDate = /\d{4}-\d{2}-\d{2}/.exec(info.message)?.[0];
      return new AppError(
        ErrorCode.PERIOD_LOCKED,
        lockDate ? message('ledger.locked', { prefix: '', date: formatDate(lockDate) }) : message('ledger.lockedPeriod'),
      );
    }
    case 'LD003':
      return new AppError(ErrorCode.LEDGER_IMMUTABLE, message('ledger.immutable'));
    case 'LD004':
      return new AppError(ErrorCode.LINE_RECONCILED, message('ledger.lineReconciledAlready'));
    case '23505':
      return new AppError(ErrorCode.CONFLICT, message('errors.duplicate'));
    default:
      return undefined;
  }
}
