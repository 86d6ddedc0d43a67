/**
 * SQL on channel membership: who is in a channel, who belongs in a business's group channel by
 * assignment, and the people rows whose scope decides what they may see.
 */
import { Role } from '@ledgerdesk/domain';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { businessCaseManagers } from '../businesses/index.js';
import { scopeColumns, type ScopeRow } from '../users/index.js';
import { clients, users } from '../users/users.tables.js';
import type { BusinessRef } from './channels.repo.js';
import { channelMembers, messages } from './chat.tables.js';

/**
 * Adds members who are not in yet. A newcomer starts with everything before now read: history
 * stays readable, but only what is posted after they joined counts as news for them.
 */
export async function addMembers(db: Db, channelId: string, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const latest = sql<number | null>`(select max(${messages.id}) from ${messages} where ${messages.channelId} = ${channelId})`;
  const added = await db
    .insert(channelMembers)
    .values([...new Set(userIds)].map((userId) => ({ channelId, userId, lastReadMessageId: latest })))
    .onConflictDoNothing()
    .returning({ userId: channelMembers.userId });
  return added.map((row) => row.userId);
}

export async function removeMembers(db: Db, channelId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.delete(channelMembers).where(and(eq(channelMembers.channelId, channelId), inArray(channelMembers.userId, [...userIds])));
}

export async function memberIds(db: Db, channelId: string): Promise<string[]> {
  const rows = await db.select({ userId: channelMembers.userId }).from(channelMembers).where(eq(channelMembers.channelId, channelId));
  return rows.map((row) => row.userId);
}

/**
 * Who belongs in a business's group channel by assignment: its case managers, its client's
 * supervisor and its client's portal users, while active in that role.
 */
function assignedTo(business: BusinessRef): SQL | undefined {
  return and(
    eq(users.status, 'active'),
    or(
      and(
        eq(users.roleId, Role.CaseManager),
        sql`${users.id} in (select ${businessCaseManagers.userId} from ${businessCaseManagers}
          where ${businessCaseManagers.businessId} = ${business.id})`,
      ),
      and(
        eq(users.roleId, Role.Supervisor),
        sql`${users.id} = (select ${clients.supervisorId} from ${clients} where ${clients.id} = ${business.clientId})`,
      ),
      and(eq(users.roleId, Role.Client), eq(users.clientId, business.clientId)),
    ),
  );
}

/** Adds the business's assigned people, and `also`, to its group channel in one statement (see addMembers). */
export async function addAssignedMembers(db: Db, channelId: string, business: BusinessRef, also: readonly string[]): Promise<void> {
  const extra = also.length > 0 ? sql`${users.id} in ${[...also]}` : sql`false`;
  await db.execute(sql`
    insert into ${channelMembers} (channel_id, user_id, last_read_message_id)
    select ${channelId}::uuid, ${users.id},
      (select max(${messages.id}) from ${messages} where ${messages.channelId} = ${channelId})
    from ${users} where ${or(assignedTo(business), extra)}
    on conflict do nothing`);
}

export interface MemberUserRow extends ScopeRow {
  channelId: string;
  /** Belongs in the channel by assignment to `business` (false when no business was given). */
  assigned: boolean;
}

export async function membersOf(db: Db, channelIds: readonly string[], business?: BusinessRef): Promise<MemberUserRow[]> {
  if (channelIds.length === 0) return [];
  return db
    .select({
      channelId: channelMembers.channelId,
      ...scopeColumns,
      assigned: business ? sql<boolean>`coalesce(${assignedTo(business)}, false)` : sql<boolean>`false`,
    })
    .from(channelMembers)
    .innerJoin(users, eq(users.id, channelMembers.userId))
    .where(inArray(channelMembers.channelId, [...channelIds]))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

export async function findUser(db: Db, id: string): Promise<ScopeRow | undefined> {
  const [row] = await db.select(scopeColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}
