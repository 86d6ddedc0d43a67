/** Reading and editing one's own profile. */
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { presentMe, profileSnapshot, type Me } from './me.presenter.js';
import { findMe, updateProfile } from './me.repo.js';
import type { UpdateMeInput } from './me.schema.js';

export async function getMe(db: Db, userId: string): Promise<Me> {
  const row = await findMe(db, userId);
  if (!row) throw Errors.notFound('User');
  return presentMe(row);
}

export function updateMe(ctx: AppContext, userId: string, input: UpdateMeInput): Promise<Me> {
  return command(ctx, { id: userId }, async (cmd) => {
    const before = await findMe(cmd.db, userId, { forUpdate: true });
    if (!before) throw Errors.notFound('User');
    const after = await updateProfile(cmd.db, userId, input);
    if (!after) throw Errors.notFound('User');
    await cmd.audit({
      action: 'user.profile_updated',
      entity: 'user',
      entityId: userId,
      before: profileSnapshot(before),
      after: profileSnapshot(after),
    });
    return presentMe(after);
  });
}
