import { Role, type RoleId } from '@ledgerdesk/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { session } from '../../features/auth/session';
import { routes } from '../routes';
import { guardLoader, safeRedirect } from './guard';

function signIn(roleId: RoleId): void {
  session.set({ accessToken: 'token', userId: 'u1', roleId, profile: { firstName: 'Lan', lastName: 'Pham', avatar: null } });
}

async function settle(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  router.initialize();
  for (let i = 0; i < 50 && (router.state.navigation.state !== 'idle' || !router.state.initialized); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

async function loaderRedirect(path: string): Promise<string | null> {
  try {
    await guardLoader({ request: new Request(`http://localhost${path}`) });
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

afterEach(() => session.clear());

describe('route guard', () => {
  it('sends a signed-out visitor to /login with the full path as redirect', async () => {
    expect(await loaderRedirect('/edit-account?tab=1')).toBe(`/login?redirect=${encodeURIComponent('/edit-account?tab=1')}`);
    expect(await settle('/dashboard')).toBe(`/login?redirect=${encodeURIComponent('/dashboard')}`);
  });

  it('refuses a role check by going to /', async () => {
    signIn(Role.CaseManager);
    expect(await loaderRedirect('/client-management?page=1')).toBe('/');
    signIn(Role.Client);
    expect(await loaderRedirect('/brands')).toBe('/');
    expect(await loaderRedirect('/dashboard')).toBeNull();
  });

  it('sends a signed-in user away from /login to /, which opens /dashboard', async () => {
    signIn(Role.SuperAdmin);
    expect(await loaderRedirect('/login')).toBe('/');
    expect(await settle('/login')).toBe('/dashboard');
  });

  it('opens public pages for everyone', async () => {
    expect(await loaderRedirect('/reset-password?token=x')).toBeNull();
    expect(await loaderRedirect('/Activation?token=x')).toBeNull();
    expect(await settle('/privacy')).toBe('/privacy');
  });

  it('lets a signed-in user reach the account pages', async () => {
    signIn(Role.Supervisor);
    expect(await settle('/change-password')).toBe('/change-password');
  });
});

describe('redirect after sign-in', () => {
  it.each([
    ['/edit-account?x=1', '/edit-account?x=1'],
    [null, '/dashboard'],
    ['https://evil.example/phish', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['/\t/evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
    ['/login?redirect=/x', '/dashboard'],
  ])('%s → %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});
