// Transitional: the write pipeline moved to platform/db/command.ts; callers move onto it.
import type { AppContext } from '../context.js';
import { command, type Command } from '../db/command.js';

export type { AfterCommit } from '../db/command.js';
export type Tx = Command;

export function inTransaction<T>(ctx: AppContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  return command(ctx, null, work);
}
