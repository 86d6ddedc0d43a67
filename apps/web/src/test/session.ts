/** A component test's signed-in user: the app's HTTP client points at the test server, as after a login. */
import type { RoleId } from '@ledgerdesk/domain';
import { configureHttp } from '../app/http/client';
import { session } from '../features/auth/session';

export interface TestUser {
  userId: string;
  roleId: RoleId;
  firstName: string;
  lastName: string;
}

export function signInTo(baseUrl: string, { userId, roleId, firstName, lastName }: TestUser): void {
  configureHttp({ baseUrl, getToken: () => 'token' });
  session.set({ accessToken: 'token', userId, roleId, profile: { firstName, lastName, avatar: null } });
}
