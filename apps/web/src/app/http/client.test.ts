import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { api, configureHttp, fetchFile, request } from './client';
import { ApiError, GENERIC_ERROR_MESSAGE } from './errors';
import { requestsInFlight } from './progress';

let server: TestServer;
const onUnauthorized = vi.fn();
let token: string | undefined;

beforeAll(async () => {
  server = await startServer((req, res) => {
    switch (req.path) {
      case '/json':
        return sendJson(res, 200, { data: { ok: true, query: Object.fromEntries(req.query) } });
      case '/file':
        res.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="a.pdf"' });
        return res.end(`%PDF ${req.headers.authorization ?? 'anonymous'}`);
      case '/text':
        res.writeHead(200, { 'content-type': 'text/plain' });
        return res.end('plain answer');
      case '/unauthorized':
        return sendJson(res, 401, { message: 'Please sign in to continue.', statusCode: 401, code: 'UNAUTHENTICATED' });
      case '/crash':
        return sendJson(res, 500, { message: 'database exploded', statusCode: 500 });
      case '/unavailable':
        res.writeHead(503, { 'content-type': 'text/plain' });
        return res.end('upstream down');
      case '/invalid':
        return sendJson(res, 422, { message: 'The password must be longer.', statusCode: 422, code: 'UNPROCESSABLE' });
      case '/teapot':
        res.writeHead(418, { 'content-type': 'text/plain' });
        return res.end('I am a teapot');
      case '/hang-up':
        res.socket?.destroy();
        return undefined;
      case '/slow':
        setTimeout(() => sendJson(res, 200, { data: 'late' }), 500);
        return undefined;
      default:
        return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
    }
  });
});

afterAll(() => server.close());

function setup(options: { timeoutMs?: number } = {}) {
  configureHttp({ baseUrl: server.url, getToken: () => token, onUnauthorized, timeoutMs: options.timeoutMs ?? 5000 });
}

afterEach(() => {
  onUnauthorized.mockReset();
  token = undefined;
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('HTTP client', () => {
  it('sends the bearer token to the configured base URL and parses JSON', async () => {
    setup();
    token = 'abc';
    const answer = await api(z.object({ data: z.object({ ok: z.boolean(), query: z.record(z.string(), z.string()) }) }), '/json', {
      query: { skip: 0, type: 'chat', empty: undefined },
    });
    expect(answer.data).toEqual({ ok: true, query: { skip: '0', type: 'chat' } });
    expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer abc');
    expect(requestsInFlight()).toBe(0);
  });

  it('accepts plain-text answers', async () => {
    setup();
    await expect(request('/text')).resolves.toBe('plain answer');
  });

  it('clears the session on 401 for a signed-in request and passes the message on', async () => {
    setup();
    token = 'expired';
    const error = await failure(request('/unauthorized'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error.statusCode).toBe(401);
    expect(error.message).toBe('Please sign in to continue.');
  });

  it('does not sign anyone out when an anonymous request gets 401 (wrong password)', async () => {
    setup();
    const error = await failure(request('/unauthorized', { method: 'POST', body: { email: 'a@b.c' } }));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(error.statusCode).toBe(401);
  });

  it.each(['/crash', '/unavailable'])('maps %s (status >= 500) to the generic message', async (path) => {
    setup();
    const error = await failure(request(path));
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.message).toBe('Sorry, something went wrong.');
    expect(error.statusCode).toBeGreaterThanOrEqual(500);
    expect(error.timeout).toBe(false);
  });

  it('passes the server body on for other errors', async () => {
    setup();
    const error = await failure(request('/invalid', { method: 'PUT', body: {} }));
    expect(error).toMatchObject({ message: 'The password must be longer.', statusCode: 422, code: 'UNPROCESSABLE', timeout: false });
    const text = await failure(request('/teapot'));
    expect(text).toMatchObject({ message: 'I am a teapot', statusCode: 418 });
  });

  it('flags a request that got no response as a timeout', async () => {
    setup();
    const hungUp = await failure(request('/hang-up'));
    expect(hungUp).toMatchObject({ timeout: true, message: GENERIC_ERROR_MESSAGE, statusCode: 500 });
    setup({ timeoutMs: 100 });
    const slow = await failure(request('/slow'));
    expect(slow.timeout).toBe(true);
    expect(requestsInFlight()).toBe(0);
  });

  it('treats an answer of the wrong shape as a generic error', async () => {
    setup();
    const error = await failure(api(z.object({ data: z.number() }), '/json'));
    expect(error).toMatchObject({ message: GENERIC_ERROR_MESSAGE, statusCode: 500 });
  });

  it('gives generic errors a 500 status by default', () => {
    expect(new ApiError('Boom').statusCode).toBe(500);
  });
});

describe('fetchFile', () => {
  it('sends the session token and answers the response to read the file from', async () => {
    setup();
    token = 'secret';
    const response = await fetchFile('/file');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="a.pdf"');
    expect(await response.text()).toBe('%PDF Bearer secret');
  });

  it("throws the server's error, and a 401 with the session's token signs out", async () => {
    setup();
    token = 'secret';
    expect((await failure(fetchFile('/missing'))).message).toBe('Not found.');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect((await failure(fetchFile('/unauthorized'))).statusCode).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
