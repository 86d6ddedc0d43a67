/**
 * Logout (SPEC.md §2): end the session on the server, clear it here, then go to /login, or to /
 * from the header. The toasts go too: what the last user did is not news to the next.
 */
import { notifications } from '@mantine/notifications';
import type { NavigateFunction } from 'react-router';
import { queryClient } from '../../app/queryClient';
import { endSession } from './api';
import { session } from './session';

export function logout(navigate: NavigateFunction, to: '/login' | '/'): void {
  const token = session.token();
  // Nobody waits for it: signing out here does not depend on the server.
  if (token) endSession(token).catch(() => undefined);
  session.clear();
  queryClient.clear();
  notifications.clean();
  void navigate(to, { replace: true });
}
