/**
 * The one HTTP client (SPEC.md §7, §8): configurable base URL, bearer token, JSON or plain-text
 * answers, the progress bar, and the error catalogue. Answers are checked with zod schemas.
 */
import type { z } from 'zod';
import { errorFromResponse, genericError } from './errors';
import { requestFinished, requestStarted } from './progress';
import { currentLanguage } from '../../i18n';

export interface HttpConfig {
  baseUrl: string;
  timeoutMs: number;
  getToken: () => string | undefined;
  /** Called when a request made with the session's token answers 401. */
  onUnauthorized: () => void;
}

const config: HttpConfig = {
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  timeoutMs: 30_000,
  getToken: () => undefined,
  onUnauthorized: () => undefined,
};

export function configureHttp(partial: Partial<HttpConfig>): void {
  Object.assign(config, partial);
}

export function apiBaseUrl(): string {
  return config.baseUrl.replace(/\/$/, '');
}

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** Overrides the session token (used while the session is being restored). */
  token?: string;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiBaseUrl()}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
  const sessionToken = options.token === undefined ? config.getToken() : undefined;
  const token = options.token ?? sessionToken;
  // The server answers its messages (errors) in the language the person is reading.
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', 'Accept-Language': currentLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  requestStarted();
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), { method: options.method ?? 'GET', headers, body, signal });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw genericError({ timeout: true });
    }
    const payload = await readBody(response);
    if (response.ok) return payload;
    if (response.status === 401 && sessionToken) config.onUnauthorized();
    throw errorFromResponse(response.status, payload);
  } finally {
    requestFinished();
  }
}

/** Requests and checks the answer against `schema`; an answer of another shape is a generic error. */
export async function api<S extends z.ZodType>(schema: S, path: string, options?: RequestOptions): Promise<z.infer<S>> {
  const payload = await request(path, options);
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw genericError({ body: payload });
  return parsed.data;
}

/**
 * A file's bytes with the session's token, for the downloads and previews a link or an <img> could
 * not authorise: answers the response (its blob, its Content-Disposition); a refusal throws the
 * server's error as request() does.
 */
export async function fetchFile(path: string, options: Pick<RequestOptions, 'method' | 'body' | 'signal'> = {}): Promise<Response> {
  const token = config.getToken();
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const response = await fetch(buildUrl(path), { method: options.method ?? 'GET', headers, body, signal: options.signal });
  if (response.ok) return response;
  if (response.status === 401 && token) config.onUnauthorized();
  throw errorFromResponse(response.status, await readBody(response));
}
