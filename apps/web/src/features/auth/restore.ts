/**
 * First load with a token cookie (SPEC.md §7, §8): POST /auth {token}, then GET /me, fill the
 * auth state; if either fails the cookie is expired and the state cleared. Runs once per load.
 */
import { queryClient } from '../../app/queryClient';
import { authenticate, fetchMe } from './api';
import { session } from './session';

let restoring: Promise<void> | undefined;

async function restore(): Promise<void> {
  const token = session.storedToken();
  if (!token || session.get()) return;
  try {
    const auth = await authenticate(token);
    const me = await fetchMe(auth.accessToken);
    queryClient.setQueryData(['me'], me);
    session.set({
      ...auth,
      roleId: me.roleId,
      profile: { firstName: me.firstName, lastName: me.lastName, avatar: me.avatar },
    });
  } catch {
    session.clear();
  }
}

export function restoreSession(): Promise<void> {
  restoring ??= restore();
  return restoring;
}

/** Tests start each case from a fresh load. */
export function resetRestoreForTests(): void {
  restoring = undefined;
}
