/**
 * Auth state (SPEC.md §3): accessToken, userId, roleId, profile. The token is also kept in the
 * `token` cookie until the token expires (the session length of system settings; 86400 s when
 * the token does not say) so a reload can restore the session.
 */
import { useSyncExternalStore } from 'react';
import type { AuthState, Profile } from '@ledgerdesk/domain';
import { expireCookie, readCookie, writeCookie } from '../../app/cookies';

export const TOKEN_COOKIE = 'token';
export const TOKEN_MAX_AGE_SECONDS = 86_400;

export type { AuthState, Profile };

/** Seconds until the token's `exp`, read without checking the signature (the server does that). */
export function tokenMaxAge(token: string, nowMs = Date.now()): number {
  try {
    const payload = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    if (typeof payload.exp === 'number') return Math.max(0, Math.floor(payload.exp - nowMs / 1000));
  } catch {
    // Not a JWT we can read: the default below.
  }
  return TOKEN_MAX_AGE_SECONDS;
}

type Listener = () => void;

let state: AuthState | null = null;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const session = {
  get: (): AuthState | null => {
    return state;
  },
  token: (): string | undefined => {
    return state?.accessToken;
  },
  storedToken: (): string | undefined => {
    return readCookie(TOKEN_COOKIE) || undefined;
  },
  set: (next: AuthState): void => {
    state = next;
    writeCookie(TOKEN_COOKIE, next.accessToken, tokenMaxAge(next.accessToken));
    emit();
  },
  /** A password change issues a new token; other sessions are signed out by the server. */
  replaceToken: (accessToken: string): void => {
    if (!state) return;
    session.set({ ...state, accessToken });
  },
  updateProfile: (profile: Partial<Profile>): void => {
    if (!state) return;
    state = { ...state, profile: { ...state.profile, ...profile } };
    emit();
  },
  clear: (): void => {
    expireCookie(TOKEN_COOKIE);
    if (state === null) return;
    state = null;
    emit();
  },
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useSession(): AuthState | null {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/** For components rendered only behind the guard, where a session always exists. */
export function useAuthState(): AuthState {
  const current = useSession();
  if (!current) throw new Error('useAuthState needs a signed-in session');
  return current;
}
