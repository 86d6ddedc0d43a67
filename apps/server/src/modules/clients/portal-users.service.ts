import { message } from '@ledgerdesk/domain';
/**
 * A client's portal users: people of the client who sign in with role Client and see only their
 * own client. They are created without a password and set one through the mailed /Activation link.
 */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { issueActivation } from '../auth/index.js';
import type { PortalUserInput } from './client-actions.schema.js';
import { insertPortalUser } from './client-people.repo.js';
import * as repo from './clients.repo.js';
import { clientScope } from './clients.scope.js';

export async function invitePortalUser(ctx: AppContext, actor: AuthUser, clientId: string, input: PortalUserInput) {
  return command(ctx, actor, async (cmd) => {
    const client = await repo.findClient(cmd.db, clientId, clientScope(actor), { forUpdate: true });
    if (!client) throw Errors.notFound('Client');
    if (client.status === 'archived') throw Errors.conflict(message('clients.archivedNoInvite'));
    const user = await insertPortalUser(cmd.db, { clientId, ...input });
    if (!user) throw Errors.conflict(message('users.emailInUse'));
    const after = { email: user.email, firstName: user.firstName, lastName: user.lastName, clientId };
    await cmd.audit({ action: 'user.invited', entity: 'user', entityId: user.id, after: { ...after, role: 'Client' } });
    await cmd.audit({
      action: 'client.portal_user_invited',
      entity: 'client',
      entityId: clientId,
      after: { userId: user.id, email: user.email },
    });
    // Last in the transaction: the mail goes out only once everything else has been written.
    const { mailed } = await issueActivation(cmd, ctx, { ...user, language: input.language });
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      status: user.status,
      activated: user.activatedAt !== null,
      createdAt: user.createdAt.toISOString(),
      invitationMailed: mailed,
    };
  });
}
