import { ERROR_STATUS, ErrorCode, PASSWORD_RULE_MESSAGE, type NothingToImportDetails } from '@ledgerdesk/domain';

/**
 * What services throw: a code of the domain's catalogue (`ErrorCode`, which also fixes the HTTP
 * status) and a message for people. The error handler in app.ts answers it, and validation,
 * body-size and rate-limit errors, as `{ message, statusCode, code }`.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const Errors = {
  unauthenticated: () => new AppError(ErrorCode.UNAUTHENTICATED, 'Please sign in to continue.'),
  invalidCredentials: () => new AppError(ErrorCode.INVALID_CREDENTIALS, 'The email or password is incorrect.'),
  forbidden: () => new AppError(ErrorCode.FORBIDDEN, 'You do not have permission to do this.'),
  notFound: (what = 'Record') => new AppError(ErrorCode.NOT_FOUND, `${what} not found.`),
  conflict: (message: string) => new AppError(ErrorCode.CONFLICT, message),
  badRequest: (message: string, details?: unknown) => new AppError(ErrorCode.BAD_REQUEST, message, details),
  invalidToken: () => new AppError(ErrorCode.INVALID_TOKEN, 'This link is invalid or has expired.'),
  weakPassword: () => new AppError(ErrorCode.WEAK_PASSWORD, PASSWORD_RULE_MESSAGE),
  wrongPassword: () => new AppError(ErrorCode.WRONG_PASSWORD, 'The current password is incorrect.'),
  tooLarge: (message: string) => new AppError(ErrorCode.TOO_LARGE, message),
  unsupportedMediaType: (message: string) => new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, message),
  gone: (message: string) => new AppError(ErrorCode.GONE, message),
  unprocessable: (message: string, details?: unknown) => new AppError(ErrorCode.UNPROCESSABLE, message, details),
  /** A statement of which no row can be imported; details: NothingToImportDetails. */
  nothingToImport: (message: string, details: NothingToImportDetails) => new AppError(ErrorCode.NOTHING_TO_IMPORT, message, details),
  tooManyAttempts: (retryAfterSeconds: number) =>
    new AppError(ErrorCode.TOO_MANY_ATTEMPTS, 'Too many failed attempts. Please try again later.', { retryAfterSeconds }),
  tooManyRequests: (retryAfterSeconds: number) =>
    new AppError(ErrorCode.TOO_MANY_ATTEMPTS, 'Too many requests. Please try again later.', { retryAfterSeconds }),
} as const;

export const INTERNAL_ERROR_MESSAGE = 'Sorry, something went wrong.';
