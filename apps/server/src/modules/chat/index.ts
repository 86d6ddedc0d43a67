/**
 * Chat: a group channel per business and single channels between two people, messages with
 * mentions and attachments, read state per member (the `news` of SPEC.md §4) kept on the
 * server, and the /chat socket namespace.
 */
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { registerChannelRoutes } from './channels.routes.js';
import { registerChatSockets } from './chat.sockets.js';
import { registerMessageRoutes } from './messages.routes.js';

export { channelMembers, channels, messageAttachments, messageMentions, messages } from './chat.tables.js';
export { channelRoom, messageDeleted, messageNew, messageUpdated, typing, unreadUpdate, type UnreadUpdate } from './chat.events.js';
export type { ChannelDto, MessageDto } from './chat.schema.js';
export { listChannels } from './channels.service.js';
export { postMessage } from './messages.service.js';
export { sendFileRequest } from './file-requests.service.js';
export { usersSeeingBusiness } from './chat.access.js';

export function registerChatModule(app: App, ctx: AppContext): void {
  registerChannelRoutes(app, ctx);
  registerMessageRoutes(app, ctx);
  registerChatSockets(ctx);
}
