import { message } from '@ledgerdesk/domain';
/**
 * Assigning a client: to a supervisor (the client's own field), or to a case manager, who is put
 * on every business of the client (businesses they already have are skipped).
 */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { clientTotals } from './client-counts.cache.js';
import type { AssignClientInput } from './client-actions.schema.js';
import { addCaseManagerToClientBusinesses, countClientBusinesses, findStaffMember } from './client-people.repo.js';
import * as repo from './clients.repo.js';
import { assertAssignableCaseManager, assertAssignableSupervisor } from './clients.rules.js';
import { clientScope } from './clients.scope.js';

export interface AssignResult {
  supervisorId: string | null;
  addedToBusinessIds: string[];
}

export async function assignClient(ctx: AppContext, actor: AuthUser, id: string, input: AssignClientInput): Promise<AssignResult> {
  return command(ctx, actor, async (cmd) => {
    cmd.invalidates(clientTotals);
    const before = await repo.findClient(cmd.db, id, clientScope(actor), { forUpdate: true });
    if (!before) throw Errors.notFound('Client');

    if (input.supervisorId !== undefined) {
      const supervisorId = input.supervisorId;
      if (supervisorId) assertAssignableSupervisor(actor, await findStaffMember(cmd.db, supervisorId), before.regionId);
      await repo.updateClient(cmd.db, id, { supervisorId });
      await cmd.audit({
        action: 'client.supervisor_assigned',
        entity: 'client',
        entityId: id,
        before: { supervisorId: before.supervisorId },
        after: { supervisorId },
      });
      return { supervisorId, addedToBusinessIds: [] };
    }

    const caseManagerId = input.caseManagerId ?? '';
    assertAssignableCaseManager(actor, await findStaffMember(cmd.db, caseManagerId), before.regionId);
    const businessCount = await countClientBusinesses(cmd.db, id);
    if (businessCount === 0) throw Errors.conflict(message('clients.noBusinesses'));
    const added = await addCaseManagerToClientBusinesses(cmd.db, id, caseManagerId);
    if (added.length > 0) {
      await cmd.audit({
        action: 'client.case_manager_assigned',
        entity: 'client',
        entityId: id,
        before: { caseManagerId, businessCount: businessCount - added.length },
        after: { caseManagerId, businessCount, addedToBusinessIds: added },
      });
    }
    return { supervisorId: before.supervisorId, addedToBusinessIds: added };
  });
}
