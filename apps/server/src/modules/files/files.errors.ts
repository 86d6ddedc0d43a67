/**
 * The upload link's refusals as entries of the error catalogue, each with its own code, so the
 * public page can tell an expired link from a revoked or mistyped one.
 */
import { AppError } from '../../platform/errors.js';

export const LinkErrors = {
  invalid: () => new AppError(403, 'LINK_INVALID', 'This upload link is not valid. Check that you opened the whole link from your email.'),
  expired: (expiresAt: Date) =>
    new AppError(410, 'LINK_EXPIRED', `This upload link expired on ${expiresAt.toISOString().slice(0, 10)}. Ask for a new link.`),
  revoked: () => new AppError(410, 'LINK_REVOKED', 'This upload link has been withdrawn and no longer accepts files. Ask for a new link.'),
  full: (maxFiles: number) => new AppError(422, 'LINK_FULL', `This upload link accepts ${maxFiles} files in all, and no more can be sent.`),
} as const;
