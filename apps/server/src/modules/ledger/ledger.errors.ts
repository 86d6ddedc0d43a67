/**
 * The domain's posting refusals as entries of the error catalogue, with the same codes the
 * database's own refusals map to (platform/db/errors.ts), so a user sees one message whichever
 * layer said no first.
 */
import {
  ErrorCode,
  formatDate,
  formatMoney,
  LockedPeriodError,
  message,
  MoneyError,
  SplitMismatchError,
  UnbalancedEntryError,
  type Message,
} from '@ledgerdesk/domain';
import { AppError, Errors } from '../../platform/errors.js';

export const LedgerErrors = {
  unbalanced: (said: Message) => new AppError(ErrorCode.UNBALANCED_ENTRY, said),
  splitMismatch: (said: Message) => new AppError(ErrorCode.SPLIT_MISMATCH, said),
  locked: (said: Message) => new AppError(ErrorCode.PERIOD_LOCKED, said),
  reconciled: (said: Message) => new AppError(ErrorCode.LINE_RECONCILED, said),
  accountUnusable: (said: Message) => new AppError(ErrorCode.ACCOUNT_UNUSABLE, said),
  missingAccount: (said: Message) => new AppError(ErrorCode.ACCOUNT_MISSING, said),
} as const;

/** The books' lock, said alike by the domain's check and the database's trigger. */
export const lockedMessage = (lockDate: string, prefix = '') => message('ledger.locked', { prefix, date: formatDate(lockDate) });

/**
 * Runs a domain check and turns its refusal into the catalogue's error; other errors pass through.
 * `prefix` names the item of a batch in any language ("#3: ").
 */
export function domainCheck<T>(check: () => T, prefix = ''): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof UnbalancedEntryError)
      throw LedgerErrors.unbalanced(message('ledger.unbalanced', { prefix, difference: formatMoney(Math.abs(error.difference)) }));
    if (error instanceof SplitMismatchError)
      throw LedgerErrors.splitMismatch(
        message('ledger.splitMismatch', { prefix, actual: formatMoney(error.actual), expected: formatMoney(error.expected) }),
      );
    if (error instanceof LockedPeriodError) throw LedgerErrors.locked(lockedMessage(error.lockDate, prefix));
    if (error instanceof MoneyError) throw Errors.badRequest(message('ledger.notCents', { prefix }));
    throw error;
  }
}
