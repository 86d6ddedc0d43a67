/**
 * Stored sessions: every sign-in starts one and its token names it; the user sees their live
 * ones and ends any of them. Ending a session ends its token at the next request and, through
 * the realtime re-check, its sockets on every node.
 */
import type { UserSession } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { presentAuthState, type AuthSubject } from './auth.presenter.js';
import type { AuthState } from './auth.schema.js';
import { deleteDeadSessions, endOtherSessions, endSession, insertSession, listLiveSessions, type SessionRow } from './sessions.repo.js';

/** Where a sign-in comes from, as the session list shows it. */
export interface Client {
  ip: string;
  userAgent: string;
}

export async function startSession(
  ctx: AppContext,
  db: Db,
  user: AuthSubject & { tokenVersion: number },
  client: Client,
): Promise<AuthState> {
  await deleteDeadSessions(db, user.id);
  const session = await insertSession(db, {
    userId: user.id,
    tokenVersion: user.tokenVersion,
    userAgent: client.userAgent.slice(0, 500),
    ip: client.ip,
    lifetimeSeconds: ctx.tokens.lifetimeSeconds(),
  });
  const accessToken = await ctx.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion, sessionId: session.id });
  return presentAuthState(accessToken, user);
}

function presentSession(row: SessionRow, currentSessionId: string): UserSession {
  return {
    id: row.id,
    userAgent: row.userAgent,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === currentSessionId,
  };
}

export async function listSessions(ctx: AppContext, userId: string, currentSessionId: string): Promise<UserSession[]> {
  return (await listLiveSessions(ctx.db, userId)).map((row) => presentSession(row, currentSessionId));
}

/** Ends one of the actor's sessions (the current one too: that is signing out); 404 for any other id. */
export async function signOutSession(ctx: AppContext, actor: AuthUser, sessionId: string): Promise<{ ended: number }> {
  return command(ctx, actor, async (cmd) => {
    if (!(await endSession(cmd.db, actor.id, sessionId))) throw Errors.notFound('Session');
    await cmd.audit({ action: 'user.session_ended', entity: 'user', entityId: actor.id, after: { sessionId } });
    cmd.afterCommit((after) => after.realtime.recheck({ users: [actor.id] }));
    return { ended: 1 };
  });
}

/** "Sign out everywhere else": every live session of the actor but the one asking. */
export async function signOutOtherSessions(ctx: AppContext, actor: AuthUser, currentSessionId: string): Promise<{ ended: number }> {
  return command(ctx, actor, async (cmd) => {
    const ended = await endOtherSessions(cmd.db, actor.id, currentSessionId);
    await cmd.audit({ action: 'user.other_sessions_ended', entity: 'user', entityId: actor.id, after: { ended } });
    if (ended > 0) cmd.afterCommit((after) => after.realtime.recheck({ users: [actor.id] }));
    return { ended };
  });
}
