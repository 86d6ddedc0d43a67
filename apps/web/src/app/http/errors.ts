/**
 * Errors of the HTTP client (SPEC.md §8). Every failure becomes an ApiError carrying a message
 * and a status code (500 by default); `timeout` marks a request that got no response.
 */
import { isErrorCode, type ErrorCode } from '@ledgerdesk/domain';

export const GENERIC_ERROR_MESSAGE = 'Sorry, something went wrong.';

export interface ApiErrorInit {
  statusCode?: number;
  code?: ErrorCode;
  timeout?: boolean;
  /** Set when the message is the client's own and can be shown translated. */
  generic?: boolean;
  body?: unknown;
}

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode | undefined;
  readonly timeout: boolean;
  readonly generic: boolean;
  readonly body: unknown;

  constructor(message: string, init: ApiErrorInit = {}) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = init.statusCode ?? 500;
    this.code = init.code;
    this.timeout = init.timeout ?? false;
    this.generic = init.generic ?? false;
    this.body = init.body;
  }
}

export function genericError(init: Omit<ApiErrorInit, 'generic'> = {}): ApiError {
  return new ApiError(GENERIC_ERROR_MESSAGE, { ...init, statusCode: init.statusCode ?? 500, generic: true });
}

function readField(body: unknown, field: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
}

/** Maps an HTTP answer that is not ok to the error the rest of the app sees. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  if (!status || status >= 500) return genericError({ statusCode: status || 500, body });
  const message = readField(body, 'message');
  const statusCode = readField(body, 'statusCode');
  const code = readField(body, 'code');
  const text = typeof body === 'string' ? body.trim() : '';
  return new ApiError(typeof message === 'string' && message ? message : text || GENERIC_ERROR_MESSAGE, {
    statusCode: typeof statusCode === 'number' ? statusCode : status,
    code: isErrorCode(code) ? code : undefined,
    generic: !(typeof message === 'string' && message) && !text,
    body,
  });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
