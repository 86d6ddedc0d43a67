import { message } from '@ledgerdesk/domain';
/** The tags on one client: replace the set, or add one (adding a tag it has changes nothing). */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { existingTagIds } from '../tags/index.js';
import { clientTotals } from './client-counts.cache.js';
import * as repo from './clients.repo.js';
import { clientScope } from './clients.scope.js';

type ClientTag = { id: string; name: string; color: string };

async function lockInScope(db: Db, actor: AuthUser, id: string): Promise<void> {
  if (!(await repo.findClient(db, id, clientScope(actor), { forUpdate: true }))) throw Errors.notFound('Client');
}

export async function setClientTags(ctx: AppContext, actor: AuthUser, id: string, tagIds: string[]): Promise<ClientTag[]> {
  return command(ctx, actor, async (cmd) => {
    cmd.invalidates(clientTotals);
    await lockInScope(cmd.db, actor, id);
    if ((await existingTagIds(cmd.db, tagIds)).length !== tagIds.length) throw Errors.badRequest(message('clients.unknownTags'));
    const before = await repo.clientTagIds(cmd.db, id);
    await repo.replaceClientTags(cmd.db, id, tagIds);
    await cmd.audit({
      action: 'client.tags_set',
      entity: 'client',
      entityId: id,
      before: { tagIds: before },
      after: { tagIds: [...tagIds].sort() },
    });
    return repo.listClientTags(cmd.db, id);
  });
}

export async function addClientTag(ctx: AppContext, actor: AuthUser, id: string, tagId: string): Promise<ClientTag[]> {
  return command(ctx, actor, async (cmd) => {
    cmd.invalidates(clientTotals);
    await lockInScope(cmd.db, actor, id);
    if ((await existingTagIds(cmd.db, [tagId])).length === 0) throw Errors.badRequest(message('clients.unknownTag'));
    const before = await repo.clientTagIds(cmd.db, id);
    const added = await repo.addClientTags(cmd.db, [id], [tagId]);
    if (added.length > 0) {
      await cmd.audit({
        action: 'client.tag_added',
        entity: 'client',
        entityId: id,
        before: { tagIds: before },
        after: { tagIds: [...before, tagId].sort() },
      });
    }
    return repo.listClientTags(cmd.db, id);
  });
}
