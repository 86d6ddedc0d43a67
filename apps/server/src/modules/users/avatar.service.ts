import { message } from '@ledgerdesk/domain';
/**
 * Avatar upload, removal and serving. Bytes are checked before anything is stored, and a stored
 * file that its transaction did not adopt is removed again, so failures leave nothing behind.
 */
import type { Readable } from 'node:stream';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { avatarKey, avatarUrl, detectImageType, type AvatarType } from './avatar.image.js';
import { presentMe, type Me } from './me.presenter.js';
import { findMe, isCurrentAvatar, setAvatar } from './me.repo.js';

async function removeStored(ctx: AppContext, url: string | null): Promise<void> {
  const key = avatarKey(url);
  if (!key) return;
  await ctx.storage.remove(key).catch((err: unknown) => ctx.log.warn({ err, key }, 'could not remove an avatar file'));
}

/** The file it replaces is removed once the change has committed. */
function replaceAvatar(ctx: AppContext, userId: string, avatar: string | null): Promise<Me> {
  return command(ctx, { id: userId }, async (cmd) => {
    const before = await findMe(cmd.db, userId, { forUpdate: true });
    if (!before) throw Errors.notFound('User');
    const after = await setAvatar(cmd.db, userId, avatar);
    if (!after) throw Errors.notFound('User');
    await cmd.audit({
      action: avatar ? 'user.avatar_changed' : 'user.avatar_removed',
      entity: 'user',
      entityId: userId,
      before: { avatar: before.avatar },
      after: { avatar: after.avatar },
    });
    cmd.afterCommit(() => removeStored(ctx, before.avatar));
    return presentMe(after);
  });
}

export async function uploadAvatar(ctx: AppContext, userId: string, bytes: Buffer): Promise<Me> {
  if (!detectImageType(bytes)) throw Errors.unsupportedMediaType(message('users.avatarType'));
  const key = await ctx.storage.put(bytes);
  try {
    return await replaceAvatar(ctx, userId, avatarUrl(key));
  } catch (err) {
    await removeStored(ctx, avatarUrl(key));
    throw err;
  }
}

export function removeAvatar(ctx: AppContext, userId: string): Promise<Me> {
  return replaceAvatar(ctx, userId, null);
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Public, so only a key that is some user's current avatar is served: storage also holds other features' files. */
export async function readAvatar(ctx: AppContext, key: string): Promise<{ bytes: Buffer; type: AvatarType }> {
  if (!(await isCurrentAvatar(ctx.db, avatarUrl(key)))) throw Errors.notFound('Avatar');
  const stream = await ctx.storage.read(key);
  if (!stream) throw Errors.notFound('Avatar');
  const bytes = await readAll(stream);
  const type = detectImageType(bytes);
  if (!type) throw Errors.notFound('Avatar');
  return { bytes, type };
}
