/**
 * Changing team members: role, region, brand, supervisor and names, deactivation (which ends
 * their sessions) and reactivation. Nobody changes a member whose role they could not grant.
 */
import { storedRole, message } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import type { UserRow } from '../users/index.js';
import * as repo from './team.repo.js';
import { assertManageable, checkPlacement } from './team.rules.js';
import type { MemberDto, UpdateMemberInput } from './team.schema.js';
import { teamScope } from './team.scope.js';
import { getMember } from './team.service.js';

/** What an audit record keeps of a member. */
const auditable = (u: UserRow) => ({
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  roleId: u.roleId,
  regionId: u.regionId,
  brandId: u.brandId,
  supervisorId: u.supervisorId,
  status: u.status,
});

export async function updateMember(ctx: AppContext, actor: AuthUser, id: string, input: UpdateMemberInput): Promise<MemberDto> {
  return command(ctx, actor, async (cmd) => {
    const before = await repo.lockUser(cmd.db, id, teamScope(actor));
    if (!before) throw Errors.notFound('User');
    assertManageable(actor, before.roleId);
    if (id === actor.id && input.roleId !== undefined && input.roleId !== before.roleId) {
      throw Errors.badRequest(message('team.ownRole'));
    }
    const wanted = {
      roleId: input.roleId ?? storedRole(before.roleId),
      regionId: input.regionId === undefined ? before.regionId : input.regionId,
      brandId: input.brandId === undefined ? before.brandId : input.brandId,
      supervisorId: input.supervisorId === undefined ? before.supervisorId : input.supervisorId,
    };
    const placement = await checkPlacement(cmd.db, actor, wanted, {
      regionId: input.regionId !== undefined,
      brandId: input.brandId !== undefined,
      supervisorId: input.supervisorId !== undefined,
    });
    const after = await repo.updateUser(cmd.db, id, {
      ...placement,
      ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
      ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
    });
    // A new role, region, brand or supervisor changes what the member (and a supervisor who saw
    // through them) may see: their open sockets are checked against it.
    const affected = [id, ...(before.supervisorId && before.supervisorId !== after.supervisorId ? [before.supervisorId] : [])];
    cmd.afterCommit((done) => done.realtime.recheck({ users: affected }));
    await cmd.audit({
      action: 'user.updated',
      entity: 'user',
      entityId: id,
      before: auditable(before),
      after: auditable(after),
    });
    return getMember(cmd.db, actor, id);
  });
}

/** Deactivating ends every session of the member at once; doing it twice changes nothing. */
export async function setMemberStatus(ctx: AppContext, actor: AuthUser, id: string, status: UserRow['status']): Promise<MemberDto> {
  return command(ctx, actor, async (cmd) => {
    const before = await repo.lockUser(cmd.db, id, teamScope(actor));
    if (!before) throw Errors.notFound('User');
    if (id === actor.id) throw Errors.badRequest(message('team.ownStatus'));
    assertManageable(actor, before.roleId);
    if (before.status !== status) {
      await repo.updateUser(cmd.db, id, { status }, { endSessions: status === 'inactive' });
      if (status === 'inactive') cmd.afterCommit((done) => done.realtime.recheck({ users: [id] }));
      const action = status === 'inactive' ? 'user.deactivated' : 'user.reactivated';
      await cmd.audit({ action, entity: 'user', entityId: id, before: { status: before.status }, after: { status } });
    }
    return getMember(cmd.db, actor, id);
  });
}
