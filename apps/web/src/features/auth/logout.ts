/** Logout (SPEC.md §2): clear the session, then go to /login, or to / from the header. */
import type { NavigateFunction } from 'react-router';
import { queryClient } from '../../app/queryClient';
import { session } from './session';

export function logout(navigate: NavigateFunction, to: '/login' | '/'): void {
  session.clear();
  queryClient.clear();
  void navigate(to, { replace: true });
}
