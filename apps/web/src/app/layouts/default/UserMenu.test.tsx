import { Role } from '@ledgerdesk/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthState } from '../../../features/auth/session';
import { sendJson, startServer, type TestServer } from '../../../test/httpServer';
import { renderWithRouter } from '../../../test/render';
import { configureHttp } from '../../http/client';
import { UserMenu } from './UserMenu';

let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    const match = /^\/api\/v1\/roles\/(\d)$/.exec(req.path);
    if (match) return sendJson(res, 200, { data: { id: Number(match[1]), name: 'Case Manager' } });
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});

afterAll(() => server.close());

const auth = (firstName: string, lastName: string): AuthState => ({
  accessToken: 'token',
  userId: 'u-1',
  roleId: Role.CaseManager,
  profile: { firstName, lastName, avatar: null },
});

describe('header user block', () => {
  it('shows the initials, the full name and the role name from the server', async () => {
    renderWithRouter(<UserMenu auth={auth('thu', 'Trần')} />);
    expect(screen.getByTestId('header-avatar')).toHaveTextContent('TT');
    expect(screen.getByTestId('header-user-name')).toHaveTextContent('thu Trần');
    expect(await screen.findByTestId('header-user-role')).toHaveTextContent('Case Manager');
    expect(server.requests.some((r) => r.path === '/api/v1/roles/3')).toBe(true);
  });

  it("falls back to 'GW' without names", () => {
    renderWithRouter(<UserMenu auth={auth('', ' ')} />);
    expect(screen.getByTestId('header-avatar')).toHaveTextContent('GW');
  });

  it('offers the account pages and logout in its menu', async () => {
    renderWithRouter(<UserMenu auth={auth('Lan', 'Pham')} />);
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Edit account' })).toHaveAttribute('href', '/edit-account');
    expect(screen.getByRole('menuitem', { name: 'Change password' })).toHaveAttribute('href', '/change-password');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });
});
