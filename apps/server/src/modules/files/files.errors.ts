/**
 * The upload link's refusals as entries of the error catalogue, each with its own code, so the
 * public page can tell an expired link from a revoked or mistyped one.
 */
import { ErrorCode, message, formatDate } from '@ledgerdesk/domain';
import { AppError } from '../../platform/errors.js';

export const LinkErrors = {
  invalid: () => new AppError(ErrorCode.LINK_INVALID, message('files.linkInvalid')),
  expired: (expiresAt: Date) =>
    new AppError(ErrorCode.LINK_EXPIRED, message('files.linkExpired', { date: formatDate(expiresAt.toISOString().slice(0, 10)) })),
  revoked: () => new AppError(ErrorCode.LINK_REVOKED, message('files.linkRevoked')),
  full: (maxFiles: number) => new AppError(ErrorCode.LINK_FULL, message('files.linkFull', { maxFiles })),
} as const;
