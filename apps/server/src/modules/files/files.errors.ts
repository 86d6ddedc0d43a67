/**
 * The upload link's refusals as entries of the error catalogue, each with its own code, so the
 * public page can tell an expired link from a revoked or mistyped one.
 */
import { ErrorCode } from '@ledgerdesk/domain';
import { AppError } from '../../platform/errors.js';

export const LinkErrors = {
  invalid: () =>
    new AppError(ErrorCode.LINK_INVALID, 'This upload link is not valid. Check that you opened the whole link from your email.'),
  expired: (expiresAt: Date) =>
    new AppError(ErrorCode.LINK_EXPIRED, `This upload link expired on ${expiresAt.toISOString().slice(0, 10)}. Ask for a new link.`),
  revoked: () =>
    new AppError(ErrorCode.LINK_REVOKED, 'This upload link has been withdrawn and no longer accepts files. Ask for a new link.'),
  full: (maxFiles: number) =>
    new AppError(ErrorCode.LINK_FULL, `This upload link accepts ${maxFiles} files in all, and no more can be sent.`),
} as const;
