import { message } from '@ledgerdesk/domain';
/**
 * Invitations: a new team member is created without a password and mailed an /Activation link;
 * they can sign in only once they have set one there.
 */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { issueActivation } from '../auth/index.js';
import { normaliseEmail } from '../users/index.js';
import * as repo from './team.repo.js';
import { assertManageable, checkPlacement, defaultPlacement } from './team.rules.js';
import type { InviteInput, MemberDto } from './team.schema.js';
import { teamScope } from './team.scope.js';
import { getMember } from './team.service.js';

export async function inviteMember(ctx: AppContext, actor: AuthUser, input: InviteInput): Promise<MemberDto> {
  const defaults = defaultPlacement(actor, input.roleId);
  const wanted = {
    roleId: input.roleId,
    regionId: input.regionId ?? defaults.regionId,
    brandId: input.brandId ?? null,
    supervisorId: input.supervisorId ?? defaults.supervisorId,
  };
  const email = normaliseEmail(input.email);
  return command(ctx, actor, async (cmd) => {
    const placement = await checkPlacement(cmd.db, actor, wanted, { regionId: true, brandId: true, supervisorId: true });
    if (await repo.emailTaken(cmd.db, email)) throw Errors.conflict(message('team.emailTaken'));
    const user = await repo.insertUser(cmd.db, {
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      ...placement,
      passwordHash: null,
      activatedAt: null,
    });
    await cmd.audit({
      action: 'user.invited',
      entity: 'user',
      entityId: user.id,
      after: { email, firstName: user.firstName, lastName: user.lastName, ...placement },
    });
    const member = await getMember(cmd.db, actor, user.id);
    // Mailed last, so nothing left in the command can fail after the link has gone out.
    await issueActivation(cmd, ctx, user);
    return member;
  });
}

/** A fresh link replaces the earlier one; only for members who have not activated yet. */
export async function resendInvitation(ctx: AppContext, actor: AuthUser, id: string): Promise<{ mailed: boolean }> {
  return command(ctx, actor, async (cmd) => {
    const user = await repo.lockUser(cmd.db, id, teamScope(actor));
    if (!user) throw Errors.notFound('User');
    assertManageable(actor, user.roleId);
    if (user.activatedAt) throw Errors.conflict(message('team.alreadyActivated'));
    if (user.status !== 'active') throw Errors.conflict(message('team.reactivateFirst'));
    await cmd.audit({ action: 'user.invitation_resent', entity: 'user', entityId: id });
    const { mailed } = await issueActivation(cmd, ctx, user);
    return { mailed };
  });
}
