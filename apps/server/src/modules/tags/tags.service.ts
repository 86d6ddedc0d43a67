import { message } from '@ledgerdesk/domain';
/**
 * Tags: one list owned by the practice (docs/decisions/0010). Anyone who works with clients can
 * read and extend it (the web's 'Add tag successfully.' flow); only 'tags:manage' changes a tag.
 * Putting tags on clients lives with clients.
 */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { dbErrorInfo } from '../../platform/db/errors.js';
import { Errors } from '../../platform/errors.js';
import { clientScope } from '../clients/clients.scope.js';
import { presentTag } from './tags.presenter.js';
import * as repo from './tags.repo.js';
import type { CreateTagInput, TagDto, TagListQuery, UpdateTagInput } from './tags.schema.js';

const nameTaken = (name: string) => Errors.conflict(message('tags.nameTaken', { name }));

/** A rename racing another one past the database's unique check still ends as a 409, not a 500. */
const isDuplicateName = (err: unknown) => dbErrorInfo(err)?.constraint === repo.TAG_NAME_CONSTRAINT;

const auditable = (row: repo.TagRow) => ({ name: row.name, color: row.color });

export async function listTags(ctx: AppContext, actor: AuthUser, query: TagListQuery): Promise<TagDto[]> {
  const rows = await repo.listTags(ctx.db, query.keyword || undefined, clientScope(actor));
  return rows.map((row) => presentTag(row, row.clientCount));
}

export async function createTag(ctx: AppContext, actor: AuthUser, input: CreateTagInput): Promise<TagDto> {
  return command(ctx, actor, async (cmd) => {
    const row = await repo.insertTag(cmd.db, input);
    if (!row) throw nameTaken(input.name);
    await cmd.audit({ action: 'tag.created', entity: 'tag', entityId: row.id, after: auditable(row) });
    return presentTag(row, 0);
  });
}

export async function updateTag(ctx: AppContext, actor: AuthUser, id: string, input: UpdateTagInput): Promise<TagDto> {
  try {
    return await command(ctx, actor, async (cmd) => {
      const before = await repo.findTag(cmd.db, id, { forUpdate: true });
      if (!before) throw Errors.notFound('Tag');
      const row = await repo.updateTag(cmd.db, id, input);
      if (!row) throw Errors.notFound('Tag');
      await cmd.audit({
        action: 'tag.updated',
        entity: 'tag',
        entityId: id,
        before: auditable(before),
        after: auditable(row),
      });
      return presentTag(row, await repo.countTagClients(cmd.db, id, clientScope(actor)));
    });
  } catch (err) {
    if (input.name && isDuplicateName(err)) throw nameTaken(input.name);
    throw err;
  }
}
