/**
 * Staged files into storage and rows, all or nothing: the bytes go in first under generated keys,
 * then one command writes every row; if that command fails, the keys it would have
 * pointed at are removed again, so storage never keeps bytes that no row knows.
 */
import { createReadStream } from 'node:fs';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command, type Actor, type Command } from '../../platform/db/command.js';
import { freeName } from './file-names.js';
import * as repo from './files.repo.js';
import type { StagedFile } from './upload-staging.js';

export type StoredFile = StagedFile & { storageKey: string };

async function removeAll(ctx: AppContext, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map((key) => ctx.storage.remove(key).catch((err: unknown) => ctx.log.error({ err, key }, 'could not remove stored bytes'))),
  );
}

/** Streams the files into storage one at a time, then runs `work` as the actor's command. */
export async function storeStaged<T>(
  ctx: AppContext,
  actor: Actor,
  staged: readonly StagedFile[],
  work: (cmd: Command, stored: StoredFile[]) => Promise<T>,
): Promise<T> {
  const stored: StoredFile[] = [];
  try {
    for (const file of staged) {
      const storageKey = await ctx.storage.put(createReadStream(file.tempPath), { contentType: file.mimeType });
      stored.push({ ...file, storageKey });
    }
    return await command(ctx, actor, (cmd) => work(cmd, stored));
  } catch (err) {
    await removeAll(
      ctx,
      stored.map((file) => file.storageKey),
    );
    throw err;
  }
}

export interface Uploader {
  uploadedBy: string | null;
  uploaderName: string | null;
  uploadRequestId: string | null;
}

/**
 * Rows for stored files in a folder whose row lock the caller holds (so concurrent uploads see
 * each other's names): a name already taken gets the next free ' (n)' suffix.
 */
export async function insertIntoFolder(
  tx: Db,
  folderId: string,
  stored: readonly StoredFile[],
  uploader: Uploader,
): Promise<repo.FileRow[]> {
  const taken = await repo.takenNames(
    tx,
    folderId,
    stored.map((file) => file.name),
  );
  const values = stored.map((file) => {
    const name = freeName(file.name, taken);
    taken.add(name.toLowerCase());
    const { size, mimeType, checksum, storageKey } = file;
    return { folderId, name, size, mimeType, checksum, storageKey, ...uploader };
  });
  return repo.insertFiles(tx, values);
}
