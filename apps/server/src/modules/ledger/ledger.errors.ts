/**
 * The domain's posting refusals as entries of the error catalogue, with the same codes the
 * database's own refusals map to (platform/db/errors.ts), so a user sees one message whichever
 * layer said no first.
 */
import { LockedPeriodError, MoneyError, SplitMismatchError, UnbalancedEntryError, ErrorCode } from '@ledgerdesk/domain';
import { AppError, Errors } from '../../platform/errors.js';

export const LedgerErrors = {
  unbalanced: (message: string) => new AppError(ErrorCode.UNBALANCED_ENTRY, message),
  splitMismatch: (message: string) => new AppError(ErrorCode.SPLIT_MISMATCH, message),
  locked: (message: string) => new AppError(ErrorCode.PERIOD_LOCKED, message),
  reconciled: (message: string) => new AppError(ErrorCode.LINE_RECONCILED, message),
  accountUnusable: (message: string) => new AppError(ErrorCode.ACCOUNT_UNUSABLE, message),
  missingAccount: (message: string) => new AppError(ErrorCode.ACCOUNT_MISSING, message),
} as const;

/** Runs a domain check and turns its refusal into the catalogue's error; other errors pass through. */
export function domainCheck<T>(check: () => T, prefix = ''): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof UnbalancedEntryError) throw LedgerErrors.unbalanced(prefix + error.message);
    if (error instanceof SplitMismatchError) throw LedgerErrors.splitMismatch(prefix + error.message);
    if (error instanceof LockedPeriodError) throw LedgerErrors.locked(prefix + error.message);
    if (error instanceof MoneyError) throw Errors.badRequest(prefix + error.message);
    throw error;
  }
}
