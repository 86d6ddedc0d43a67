import { storedRole } from '@ledgerdesk/domain';
import type { AuthState } from './auth.schema.js';

export interface AuthSubject {
  id: string;
  roleId: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

/** SPEC.md §3 auth state: what the web keeps after sign-in. */
export function presentAuthState(accessToken: string, user: AuthSubject): AuthState {
  return {
    accessToken,
    userId: user.id,
    roleId: storedRole(user.roleId),
    profile: { firstName: user.firstName, lastName: user.lastName, avatar: user.avatar },
  };
}
