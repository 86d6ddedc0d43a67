import {
  ERROR_STATUS,
  ErrorCode,
  message,
  renderMessage,
  type AccountLanguage,
  type Message,
  type NothingToImportDetails,
  type RecordName,
  recordName,
} from '@ledgerdesk/domain';
import { StorageUnavailableError } from './storage/common.js';

/**
 * What services throw: a code of the domain's catalogue (`ErrorCode`, which also fixes the HTTP
 * status) and a message of the messages catalogue (`Message`), answered in the language of the
 * request. Never bare text: a person reading Vietnamese would get English. The error handler in
 * app.ts answers it, and validation, body-size and rate-limit errors, as `{ message, statusCode, code }`.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly said: Message,
    readonly details?: unknown,
  ) {
    super(renderMessage('en', said));
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }

  /** The message in the reader's language. */
  say(language: AccountLanguage): string {
    return renderMessage(language, this.said);
  }
}

/** A record that was not found, named in the reader's language. */
class NotFoundError extends AppError {
  constructor(private readonly record: RecordName) {
    super(ErrorCode.NOT_FOUND, message('errors.notFound', { record }));
  }

  override say(language: AccountLanguage): string {
    const named = recordName(this.record, language);
    return renderMessage(language, message('errors.notFound', { record: language === 'vi' ? named.toLowerCase() : named }));
  }
}

export const Errors = {
  unauthenticated: () => new AppError(ErrorCode.UNAUTHENTICATED, message('errors.unauthenticated')),
  invalidCredentials: () => new AppError(ErrorCode.INVALID_CREDENTIALS, message('errors.invalidCredentials')),
  forbidden: () => new AppError(ErrorCode.FORBIDDEN, message('errors.forbidden')),
  notFound: (what: RecordName = 'Record') => new NotFoundError(what),
  conflict: (said: Message) => new AppError(ErrorCode.CONFLICT, said),
  badRequest: (said: Message, details?: unknown) => new AppError(ErrorCode.BAD_REQUEST, said, details),
  invalidToken: () => new AppError(ErrorCode.INVALID_TOKEN, message('errors.invalidToken')),
  weakPassword: () => new AppError(ErrorCode.WEAK_PASSWORD, message('errors.weakPassword')),
  wrongPassword: () => new AppError(ErrorCode.WRONG_PASSWORD, message('errors.wrongPassword')),
  wrongCode: () => new AppError(ErrorCode.WRONG_CODE, message('errors.wrongCode')),
  signInExpired: () => new AppError(ErrorCode.SIGN_IN_EXPIRED, message('errors.signInExpired')),
  tooLarge: (said: Message) => new AppError(ErrorCode.TOO_LARGE, said),
  unsupportedMediaType: (said: Message) => new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, said),
  gone: (said: Message) => new AppError(ErrorCode.GONE, said),
  unprocessable: (said: Message, details?: unknown) => new AppError(ErrorCode.UNPROCESSABLE, said, details),
  /** A statement of which no row can be imported; details: NothingToImportDetails. */
  nothingToImport: (said: Message, details: NothingToImportDetails) => new AppError(ErrorCode.NOTHING_TO_IMPORT, said, details),
  tooManyAttempts: (retryAfterSeconds: number) =>
    new AppError(ErrorCode.TOO_MANY_ATTEMPTS, message('errors.tooManyAttempts'), { retryAfterSeconds }),
  tooManyRequests: (retryAfterSeconds: number) =>
    new AppError(ErrorCode.TOO_MANY_ATTEMPTS, message('errors.tooManyRequests'), { retryAfterSeconds }),
  storageUnavailable: () => new AppError(ErrorCode.STORAGE_UNAVAILABLE, message('errors.storageUnavailable')),
} as const;

export const INTERNAL_ERROR = message('errors.internal');
export const INTERNAL_ERROR_MESSAGE = renderMessage('en', INTERNAL_ERROR);

/** The storage driver's "did not answer" as the catalogue's 503; the cause stays in the log. */
export function translateStorageError(error: unknown): AppError | undefined {
  return error instanceof StorageUnavailableError ? Errors.storageUnavailable() : undefined;
}
