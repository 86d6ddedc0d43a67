/**
 * Authentication and authorisation for every API route. A route declares `config.access`:
 * 'public', 'authenticated', or a permission of the registry in @ledgerdesk/domain. A route
 * under /api that declares nothing makes the server refuse to start (default deny). The rules
 * declared are kept as `app.apiRoutes`, so the permission matrix test walks every route there is.
 */
import { can, isRoleId, type Permission, type RoleId } from '@ledgerdesk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Errors } from '../errors.js';
import type { TokenService } from './tokens.js';

export type RouteAccessConfig = 'public' | 'authenticated' | Permission;

export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccessConfig;
}

export interface AuthUser {
  id: string;
  email: string;
  roleId: RoleId;
  firstName: string;
  lastName: string;
  avatar: string | null;
  /** What the user's data scope hangs on (ARCHITECTURE.md §3). */
  regionId: string | null;
  brandId: string | null;
  clientId: string | null;
}

interface StoredUser extends Omit<AuthUser, 'roleId'> {
  roleId: number;
  status: string;
  tokenVersion: number;
}

/** The user as stored now, if the session named exists, is theirs and has not ended or expired. */
export type LoadSessionUser = (userId: string, sessionId: string) => Promise<StoredUser | undefined>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccessConfig;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
    /** The stored session of the request's token (user_sessions), beside `authUser`. */
    sessionId: string | null;
  }
  interface FastifyInstance {
    apiRoutes: readonly ApiRoute[];
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export interface AuthSession {
  user: AuthUser;
  sessionId: string;
  expiresAtMs: number;
}

/**
 * Resolves a token to an active user as stored now, with its session and the token's expiry, or
 * undefined: used by HTTP routes, socket handshakes and every re-check of an open socket.
 */
export async function authenticateSession(
  token: string | undefined,
  tokens: TokenService,
  loadUser: LoadSessionUser,
): Promise<AuthSession | undefined> {
  if (!token) return undefined;
  const claims = await tokens.verify(token);
  if (!claims) return undefined;
  const user = await loadUser(claims.userId, claims.sessionId);
  const authUser = user?.tokenVersion === claims.tokenVersion ? activeAuthUser(user) : undefined;
  return authUser && { user: authUser, sessionId: claims.sessionId, expiresAtMs: claims.expiresAtMs };
}

/** A stored user as the routes and jobs act for them, or undefined when deactivated (or of no known role). */
export function activeAuthUser(user: Omit<StoredUser, 'tokenVersion'>): AuthUser | undefined {
  if (user.status !== 'active' || !isRoleId(user.roleId)) return undefined;
  const { id, email, roleId, firstName, lastName, avatar, regionId, brandId, clientId } = user;
  return { id, email, roleId, firstName, lastName, avatar, regionId, brandId, clientId };
}

/** The signed-in user of a route that is not public. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw Errors.unauthenticated();
  return request.authUser;
}

/** The session of a route that is not public. */
export function currentSessionId(request: FastifyRequest): string {
  if (!request.sessionId) throw Errors.unauthenticated();
  return request.sessionId;
}

export function registerGuard(app: FastifyInstance, tokens: TokenService, loadUser: LoadSessionUser): void {
  app.decorateRequest('authUser', null);
  app.decorateRequest('sessionId', null);
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) apiRoutes.push({ method, url: route.url, access });
  });

  // On request, before the body is read or validated: a caller who may not use the route learns
  // nothing about what it expects, and a stranger's upload is not parsed at all.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const session = await authenticateSession(bearerToken(request), tokens, loadUser);
    if (!session) throw Errors.unauthenticated();
    if (access !== 'authenticated' && !can(session.user.roleId, access)) throw Errors.forbidden();
    request.authUser = session.user;
    request.sessionId = session.sessionId;
  });
}
