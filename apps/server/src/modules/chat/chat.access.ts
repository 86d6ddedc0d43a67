/**
 * Who may use which channel. A business's group channel is open to everyone whose business
 * scope includes the business (opening it makes them a member, for read state); a single
 * channel to its two members while they still see the business. Anything else is not found.
 */
import { isRoleId } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { businesses, businessScope } from '../businesses/index.js';
import * as channelsRepo from './channels.repo.js';
import * as membersRepo from './members.repo.js';

export async function visibleBusiness(db: Db, user: AuthUser, businessId: string): Promise<channelsRepo.BusinessRef> {
  const business = await channelsRepo.findBusiness(db, businessId, businessScope(user));
  if (!business) throw Errors.notFound('Business');
  return business;
}

export async function accessibleChannel(db: Db, user: AuthUser, channelId: string): Promise<channelsRepo.AccessibleChannel> {
  const channel = await channelsRepo.findAccessibleChannel(db, channelId, user.id, businessScope(user));
  if (!channel) throw Errors.notFound('Channel');
  return channel;
}

type ScopeFields = Pick<
  membersRepo.MemberUserRow,
  'id' | 'email' | 'roleId' | 'status' | 'firstName' | 'lastName' | 'avatar' | 'regionId' | 'brandId' | 'clientId'
>;

/** The scope-bearing user a stored row describes; undefined for an inactive or unknown role. */
export function asAuthUser(row: ScopeFields): AuthUser | undefined {
  if (row.status !== 'active' || !isRoleId(row.roleId)) return undefined;
  const { id, email, roleId, firstName, lastName, avatar, regionId, brandId, clientId } = row;
  return { id, email, roleId, firstName, lastName, avatar, regionId, brandId, clientId };
}

/**
 * Which of `people` see the business now: one query, a branch per person's own scope; those
 * who see every business (no scope) need none.
 */
export async function usersSeeingBusiness(db: Db, businessId: string, people: readonly ScopeFields[]): Promise<Set<string>> {
  const seeing = new Set<string>();
  const branches = people.flatMap((row) => {
    const user = asAuthUser(row);
    if (!user) return [];
    const scope = businessScope(user);
    if (!scope) {
      seeing.add(user.id);
      return [];
    }
    return [
      sql`select ${user.id}::uuid as "userId" where exists (select 1 from ${businesses} where ${businesses.id} = ${businessId} and ${scope})`,
    ];
  });
  if (branches.length > 0) {
    const result = await db.execute(sql.join(branches, sql` union all `));
    for (const row of result.rows) seeing.add(String(row.userId));
  }
  return seeing;
}

/**
 * Brings a group channel's members up to date before a message goes out: newly assigned staff
 * and portal users join (so they get its news and notifications before they ever open the chat),
 * and members who no longer see the business leave. Answers the members after the change.
 */
export async function syncGroupMembers(
  db: Db,
  channelId: string,
  business: channelsRepo.BusinessRef,
  also: readonly string[] = [],
): Promise<membersRepo.MemberUserRow[]> {
  await membersRepo.addAssignedMembers(db, channelId, business, also);
  const members = await membersRepo.membersOf(db, [channelId], business);
  const others = members.filter((m) => !m.assigned && !also.includes(m.id));
  const seeing = await usersSeeingBusiness(db, business.id, others);
  const gone = others.filter((m) => !seeing.has(m.id)).map((m) => m.id);
  await membersRepo.removeMembers(db, channelId, gone);
  return members.filter((m) => !gone.includes(m.id));
}
