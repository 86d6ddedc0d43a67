import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { LoginForm } from './LoginForm';
import { session } from './session';

let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === '/api/v1/auth/two-factor') {
      const { challenge, code } = JSON.parse(req.body) as { challenge: string; code: string };
      if (challenge === 'c-1' && code === '246810') {
        return sendJson(res, 200, {
          data: { accessToken: 'jwt-2fa', userId: 'u-7', roleId: 7, profile: { firstName: 'Lan', lastName: 'Pham', avatar: null } },
        });
      }
      return sendJson(res, 400, { message: 'The code is incorrect or has already been used.', statusCode: 400, code: 'WRONG_CODE' });
    }
    if (req.path !== '/api/v1/auth/login') return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
    const { email, password } = JSON.parse(req.body) as { email: string; password: string };
    if (email === 'casemanager@demo.test' && password === 'TwoStep@123')
      return sendJson(res, 200, { data: { twoFactor: 'code', challenge: 'c-1' } });
    if (email === 'casemanager@demo.test' && password === 'Demo@12345') {
      return sendJson(res, 200, {
        data: { accessToken: 'jwt', userId: 'u-3', roleId: 3, profile: { firstName: 'Minh', lastName: 'Tran', avatar: null } },
      });
    }
    return sendJson(res, 401, { message: 'The email or password is incorrect.', statusCode: 401, code: 'INVALID_CREDENTIALS' });
  });
  configureHttp({ baseUrl: server.url, getToken: () => session.token() });
});

afterAll(() => server.close());
afterEach(() => session.clear());

async function signIn(password: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), ' casemanager@demo.test');
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), `${password}{Enter}`);
}

describe('login form', () => {
  it('stores the session and goes to the redirect path', async () => {
    renderWithRouter(<LoginForm />, { path: `/login?redirect=${encodeURIComponent('/notification?page=2')}` });
    await signIn('Demo@12345');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/notification?page=2'));
    expect(session.get()).toMatchObject({ accessToken: 'jwt', roleId: 3 });
    expect(document.cookie).toContain('token=jwt');
    expect(JSON.parse(server.requests.at(-1)?.body ?? '{}')).toEqual({ email: 'casemanager@demo.test', password: 'Demo@12345' });
  });

  it('ignores an absolute redirect and opens the dashboard', async () => {
    renderWithRouter(<LoginForm />, { path: `/login?redirect=${encodeURIComponent('https://evil.example/x')}` });
    await signIn('Demo@12345');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });

  it('shows the server message on wrong credentials and stays on the page', async () => {
    renderWithRouter(<LoginForm />, { path: '/login' });
    await signIn('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(session.get()).toBeNull();
  });

  it('asks for the code after the password of a two-factor account, and signs in only once the code passes', async () => {
    renderWithRouter(<LoginForm />, { path: '/login' });
    await signIn('TwoStep@123');
    const code = await screen.findByRole('textbox', { name: /Code/ });
    expect(session.get()).toBeNull();
    await userEvent.type(code, '111111{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is incorrect or has already been used.');
    expect(session.get()).toBeNull();
    await userEvent.clear(code);
    await userEvent.type(code, '246810{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(session.get()).toMatchObject({ accessToken: 'jwt-2fa', roleId: 7 });
  }, 30_000);
});
