/**
 * The one catalogue of error codes the API answers with, each with its HTTP status. The server
 * throws by code (its `AppError` takes the status from here) and the web tells errors apart by
 * code, never by message or status alone.
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  INVALID_TOKEN: 400,
  WEAK_PASSWORD: 400,
  WRONG_PASSWORD: 400,
  WRONG_CODE: 400,
  SIGN_IN_EXPIRED: 400,
  UNBALANCED_ENTRY: 400,
  SPLIT_MISMATCH: 400,
  ACCOUNT_UNUSABLE: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  EMBED_LINK_INVALID: 401,
  EMBED_LINK_EXPIRED: 401,
  FORBIDDEN: 403,
  LINK_INVALID: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PERIOD_LOCKED: 409,
  LINE_RECONCILED: 409,
  LEDGER_IMMUTABLE: 409,
  ACCOUNT_MISSING: 409,
  ACCOUNT_PROTECTED: 409,
  GONE: 410,
  LINK_EXPIRED: 410,
  LINK_REVOKED: 410,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  EXPORT_TOO_LARGE: 422,
  NOTHING_TO_IMPORT: 422,
  LINK_FULL: 422,
  TOO_MANY_ATTEMPTS: 429,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  STORAGE_UNAVAILABLE: 503,
  DATABASE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** `ErrorCode.FORBIDDEN` rather than a bare string, so a misspelt code fails to compile. */
export const ErrorCode = Object.fromEntries(Object.keys(ERROR_STATUS).map((code) => [code, code])) as { readonly [C in ErrorCode]: C };

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);

/** The catalogue's code for an error the framework raised before any handler ran (body too large, …). */
export function errorCodeForStatus(status: number): ErrorCode {
  if (status === 401) return ErrorCode.UNAUTHENTICATED;
  if (status === 403) return ErrorCode.FORBIDDEN;
  if (status === 404) return ErrorCode.NOT_FOUND;
  if (status === 413) return ErrorCode.TOO_LARGE;
  if (status === 415) return ErrorCode.UNSUPPORTED_MEDIA_TYPE;
  if (status === 429) return ErrorCode.TOO_MANY_REQUESTS;
  return status >= 500 ? ErrorCode.INTERNAL : ErrorCode.BAD_REQUEST;
}
