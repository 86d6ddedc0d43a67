/** Parser warnings as an English reader sees them, for tests that read their words. */
import { renderMessage, type Message } from '../messages/index.js';
import type { DroppedRow } from './types.js';

export const english = (warnings: readonly Message[] | undefined): string[] | undefined => warnings?.map((w) => renderMessage('en', w));

/** Dropped rows with their message as an English reader sees it. */
export const englishDropped = (rows: readonly DroppedRow[] | undefined) =>
  rows?.map((row) => ({ ...row, message: renderMessage('en', row.message) }));
