import { PASSWORD_RULE_MESSAGE } from '@ledgerdesk/domain';

/**
 * The one error catalogue. Services throw these; the error handler in app.ts maps them (and
 * validation, body-size and rate-limit errors) to `{ message, statusCode, code }`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const Errors = {
  unauthenticated: () => new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.'),
  invalidCredentials: () => new AppError(401, 'INVALID_CREDENTIALS', 'The email or password is incorrect.'),
  forbidden: () => new AppError(403, 'FORBIDDEN', 'You do not have permission to do this.'),
  notFound: (what = 'Record') => new AppError(404, 'NOT_FOUND', `${what} not found.`),
  conflict: (message: string) => new AppError(409, 'CONFLICT', message),
  badRequest: (message: string, details?: unknown) => new AppError(400, 'BAD_REQUEST', message, details),
  invalidToken: () => new AppError(400, 'INVALID_TOKEN', 'This link is invalid or has expired.'),
  weakPassword: () => new AppError(400, 'WEAK_PASSWORD', PASSWORD_RULE_MESSAGE),
  wrongPassword: () => new AppError(400, 'WRONG_PASSWORD', 'The current password is incorrect.'),
  tooLarge: (message: string) => new AppError(413, 'TOO_LARGE', message),
  unsupportedMediaType: (message: string) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message),
  gone: (message: string) => new AppError(410, 'GONE', message),
  unprocessable: (message: string, details?: unknown) => new AppError(422, 'UNPROCESSABLE', message, details),
  tooManyAttempts: (retryAfterSeconds: number) =>
    new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed attempts. Please try again later.', { retryAfterSeconds }),
} as const;

export const INTERNAL_ERROR_MESSAGE = 'Sorry, something went wrong.';
