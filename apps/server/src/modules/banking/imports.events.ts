/**
 * Import progress on the /file-convert namespace, to the uploading user's sockets (every tab,
 * every node). Progress is a live hint, not a record: a client that misses it reads the import.
 */
import type { ImportProgress } from '@ledgerdesk/domain';
import type { AppContext } from '../../platform/context.js';
import { realtimeEvent } from '../../platform/realtime/index.js';

export type { ImportProgress };

export const importProgress = realtimeEvent<ImportProgress>('/file-convert', 'import_progress');

export const reportProgress = (ctx: AppContext, userId: string, progress: ImportProgress): void =>
  ctx.realtime.toUser(userId, importProgress, progress);
