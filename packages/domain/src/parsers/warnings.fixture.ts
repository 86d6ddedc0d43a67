/** Parser warnings as an English reader sees them, for tests that read their words. */
import { renderMessage, type Message } from '../messages/index.js';

export const english = (warnings: readonly Message[] | undefined): string[] | undefined => warnings?.map((w) => renderMessage('en', w));
