/**
 * The route guard: every decision goes through `decideRoute` of the domain (SPEC.md §2).
 * It waits for the session restore of the first load, then allows or redirects.
 */
import { decideRoute } from '@ledgerdesk/domain';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { restoreSession } from '../../features/auth/restore';
import { session } from '../../features/auth/session';

export async function guardLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<null> {
  await restoreSession();
  const url = new URL(request.url);
  const decision = decideRoute(`${url.pathname}${url.search}`, session.get()?.roleId);
  if (!decision.allow) throw redirect(decision.redirect);
  return null;
}

/** The guard runs on every navigation, not only when its own params change. */
export function alwaysRevalidate(): boolean {
  return true;
}

/**
 * Where to go after signing in: the `redirect` parameter when it is a path on this origin,
 * otherwise the dashboard. Absolute and protocol-relative URLs are refused.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/dashboard'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  try {
    const base = 'http://ledgerdesk.invalid';
    const url = new URL(target, base);
    if (url.origin !== base || url.pathname === '/login') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
