import { message } from '@ledgerdesk/domain';
/** How long the trash keeps what was deleted, and what that means for one deleted record. */
import { Errors } from '../../platform/errors.js';

export const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a record deleted at `deletedAt` leaves the trash for good. */
export const purgeAt = (deletedAt: Date): Date => new Date(deletedAt.getTime() + TRASH_DAYS * DAY_MS);

/** The instant before which deleted records are purged. */
export const purgeCutoff = (now: Date): Date => new Date(now.getTime() - TRASH_DAYS * DAY_MS);

/** Refuses a restore once the record's 30 days are over, even if the purge has not run yet. */
export function assertRestorable(deletedAt: Date, what: 'file' | 'folder', now = new Date()): void {
  if (purgeAt(deletedAt) <= now) {
    throw Errors.gone(message(what === 'file' ? 'files.fileTooOldToRestore' : 'files.folderTooOldToRestore', { days: TRASH_DAYS }));
  }
}
