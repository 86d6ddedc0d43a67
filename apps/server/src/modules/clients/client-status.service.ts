/**
 * A client's life: active ⇄ inactive, either → archived, archived → active (restore), and a
 * permanent delete that only an archived client can get, after its code or name is typed back.
 */
import { CLIENT_STATUS_TRANSITIONS, type ClientStatusAction, message, type Message } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { translateDbError } from '../../platform/db/errors.js';
import { AppError, Errors } from '../../platform/errors.js';
import { deleteClientFolders, removeStoredObjects } from '../files/index.js';
import { existingTagIds } from '../tags/index.js';
import { clientTotals } from './client-counts.cache.js';
import type { BulkInput } from './client-actions.schema.js';
import { auditableClient } from './clients.presenter.js';
import * as repo from './clients.repo.js';
import type { ClientDto } from './clients.schema.js';
import { clientScope } from './clients.scope.js';
import { loadClient } from './clients.service.js';

export type StatusAction = ClientStatusAction;

/** The rule (which status an action leaves and reaches) is the domain's; the 409 wording is the server's. */
const REFUSALS: Record<StatusAction, Message> = {
  archive: message('clients.alreadyArchived'),
  restore: message('clients.restoreArchivedOnly'),
  activate: message('clients.activateInactiveOnly'),
  deactivate: message('clients.deactivateActiveOnly'),
};

const PAST: Record<StatusAction, string> = { archive: 'archived', restore: 'restored', activate: 'activated', deactivate: 'deactivated' };

export async function changeClientStatus(ctx: AppContext, actor: AuthUser, id: string, action: StatusAction): Promise<ClientDto> {
  const transition = CLIENT_STATUS_TRANSITIONS[action];
  return command(ctx, actor, async (cmd) => {
    cmd.invalidates(clientTotals);
    const before = await repo.findClient(cmd.db, id, clientScope(actor), { forUpdate: true });
    if (!before) throw Errors.notFound('Client');
    if (!transition.from.includes(before.status)) throw Errors.conflict(REFUSALS[action]);
    await repo.setClientStatus(cmd.db, [id], transition.to);
    await cmd.audit({
      action: `client.${PAST[action]}`,
      entity: 'client',
      entityId: id,
      before: { status: before.status },
      after: { status: transition.to },
    });
    const after = await loadClient(cmd.db, id, undefined);
    if (!after) throw Errors.notFound('Client');
    return after;
  });
}

/** The typed confirmation: the code in any case, or the exact name, surrounding spaces aside. */
function confirms(client: repo.ClientRow, typed: string | undefined): boolean {
  const text = typed?.trim() ?? '';
  return text !== '' && (text.toUpperCase() === client.code.toUpperCase() || text === client.name.trim());
}

export async function deleteClientPermanently(ctx: AppContext, actor: AuthUser, id: string, confirm: string | undefined): Promise<void> {
  try {
    await command(ctx, actor, async (cmd) => {
      cmd.invalidates(clientTotals);
      const before = await repo.findClient(cmd.db, id, clientScope(actor), { forUpdate: true });
      if (!before) throw Errors.notFound('Client');
      if (before.status !== 'archived') throw Errors.conflict(message('clients.archiveBeforeDelete'));
      if (!confirms(before, confirm)) {
        throw Errors.badRequest(message('clients.confirmDelete', { code: before.code }));
      }
      const tagIds = await repo.clientTagIds(cmd.db, id);
      await cmd.audit({
        action: 'client.deleted',
        entity: 'client',
        entityId: id,
        before: auditableClient(before, tagIds),
        after: null,
      });
      const storedKeys = await deleteClientFolders(cmd.db, id);
      await repo.deleteClient(cmd.db, id);
      cmd.afterCommit(() => removeStoredObjects(ctx, storedKeys));
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    // e.g. ledger rows of its businesses that the database refuses to drop (locked periods).
    throw translateDbError(err) ?? err;
  }
}

export interface BulkResult {
  requested: number;
  affected: number;
  skipped: number;
  affectedIds: string[];
}

/** Only clients in the caller's scope (and, for a status change, in a state it applies to) are changed. */
export async function bulkChangeClients(ctx: AppContext, actor: AuthUser, input: BulkInput): Promise<BulkResult> {
  return command(ctx, actor, async (cmd) => {
    cmd.invalidates(clientTotals);
    const rows = await repo.findClientsForUpdate(cmd.db, input.ids, clientScope(actor));
    let affectedIds: string[];
    if (input.action === 'tag') {
      const tagId = input.tagId ?? '';
      if ((await existingTagIds(cmd.db, [tagId])).length === 0) throw Errors.badRequest(message('clients.unknownTag'));
      affectedIds = await repo.addClientTags(
        cmd.db,
        rows.map((row) => row.id),
        [tagId],
      );
      for (const clientId of affectedIds) {
        const after = await repo.clientTagIds(cmd.db, clientId);
        const before = after.filter((id) => id !== tagId);
        await cmd.audit({
          action: 'client.tag_added',
          entity: 'client',
          entityId: clientId,
          before: { tagIds: before },
          after: { tagIds: after },
        });
      }
    } else {
      const transition = CLIENT_STATUS_TRANSITIONS[input.action];
      const eligible = rows.filter((row) => transition.from.includes(row.status));
      affectedIds = eligible.map((row) => row.id);
      await repo.setClientStatus(cmd.db, affectedIds, transition.to);
      for (const row of eligible) {
        await cmd.audit({
          action: `client.${PAST[input.action]}`,
          entity: 'client',
          entityId: row.id,
          before: { status: row.status },
          after: { status: transition.to },
        });
      }
    }
    return { requested: input.ids.length, affected: affectedIds.length, skipped: input.ids.length - affectedIds.length, affectedIds };
  });
}
