import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { resetRestoreForTests, restoreSession } from './restore';
import { session, TOKEN_COOKIE } from './session';

let server: TestServer;
let meStatus = 200;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === '/api/v1/auth') {
      const { token } = JSON.parse(req.body) as { token: string };
      if (token !== 'good') return sendJson(res, 401, { message: 'Please sign in to continue.', statusCode: 401 });
      return sendJson(res, 200, {
        data: { accessToken: 'good', userId: 'u-1', roleId: 3, profile: { firstName: 'Minh', lastName: 'Nguyen', avatar: null } },
      });
    }
    if (req.path === '/api/v1/me') {
      if (meStatus !== 200) return sendJson(res, meStatus, { message: 'Down', statusCode: meStatus });
      return sendJson(res, 200, {
        data: {
          id: 'u-1',
          email: 'cm@demo.test',
          firstName: 'Minh',
          lastName: 'Nguyễn',
          avatar: null,
          phone: null,
          language: 'vi',
          roleId: 3,
        },
      });
    }
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
  configureHttp({ baseUrl: server.url, getToken: () => session.token() });
});

afterAll(() => server.close());

afterEach(() => {
  session.clear();
  resetRestoreForTests();
  meStatus = 200;
});

const setCookie = (value: string) => {
  document.cookie = `${TOKEN_COOKIE}=${value}; Path=/`;
};

describe('session restore on first load', () => {
  it('authenticates with the cookie token, then loads the profile', async () => {
    setCookie('good');
    await restoreSession();
    expect(session.get()).toEqual({
      accessToken: 'good',
      userId: 'u-1',
      roleId: 3,
      profile: { firstName: 'Minh', lastName: 'Nguyễn', avatar: null },
    });
    const calls = server.requests.slice(-2).map((r) => `${r.method} ${r.path}`);
    expect(calls).toEqual(['POST /api/v1/auth', 'GET /api/v1/me']);
    expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer good');
  });

  it('expires the cookie and clears the state when the token is refused', async () => {
    setCookie('stale');
    await restoreSession();
    expect(session.get()).toBeNull();
    expect(document.cookie).not.toContain(`${TOKEN_COOKIE}=`);
  });

  it('expires the cookie when the profile cannot be loaded', async () => {
    setCookie('good');
    meStatus = 500;
    await restoreSession();
    expect(session.get()).toBeNull();
    expect(document.cookie).not.toContain(`${TOKEN_COOKIE}=`);
  });

  it('does nothing without a cookie', async () => {
    const before = server.requests.length;
    await restoreSession();
    expect(server.requests.length).toBe(before);
    expect(session.get()).toBeNull();
  });
});
