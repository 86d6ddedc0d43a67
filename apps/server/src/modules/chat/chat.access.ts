/**
 * Who may use which channel. A business's group channel is open to everyone whose business
 * scope includes the business (opening it makes them a member, for read state); a single
 * channel to its two members while they still see the business. Anything else is not found.
 */
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { businesses, businessScope } from '../businesses/index.js';
import { peopleWhoSee, type ScopeRow } from '../users/index.js';
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

/** Which of `people` see the business now, each through their own business scope. */
export function usersSeeingBusiness(db: Db, businessId: string, people: readonly ScopeRow[]): Promise<Set<string>> {
  return peopleWhoSee(
    db,
    people,
    (user) => sql`exists (select 1 from ${businesses} where ${businesses.id} = ${businessId} and ${businessScope(user) ?? sql`true`})`,
  );
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
