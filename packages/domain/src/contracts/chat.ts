/**
 * The chat's answers, declared once: channels with their news, messages, the unread list and a
 * channel's files. The server validates and documents with them, the web parses with them.
 */
import { z } from 'zod';
import { dataAnswer } from './answers.js';

export const chatMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  initials: z.string(),
  avatar: z.string().nullable(),
  roleId: z.number().int(),
});
export type ChatMemberDto = z.infer<typeof chatMemberSchema>;

export const chatAuthorSchema = chatMemberSchema.omit({ roleId: true });

export const chatAttachmentSchema = z.object({ fileId: z.string(), name: z.string(), size: z.number().int(), mimeType: z.string() });
export type ChatAttachmentDto = z.infer<typeof chatAttachmentSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  channelId: z.string(),
  kind: z.enum(['text', 'file_request']),
  /** Empty once deleted. */
  body: z.string(),
  author: chatAuthorSchema.nullable(),
  mentions: z.array(z.object({ userId: z.string(), name: z.string() })),
  attachments: z.array(chatAttachmentSchema),
  /** For kind file_request: the upload request sent into the chat. */
  uploadRequestId: z.string().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
});
export type ChatMessageDto = z.infer<typeof chatMessageSchema>;

export const chatLastMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['text', 'file_request']),
  /** The first characters of the text. */
  preview: z.string(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});

export const chatChannelSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  kind: z.enum(['group', 'single']),
  /** The business's name for its group; the other person's name for a single channel. */
  name: z.string(),
  /** The caller's unread count; null when there is nothing new (SPEC.md §4 "news empty"). */
  news: z.number().int().nullable(),
  mentions: z.number().int(),
  lastMessage: chatLastMessageSchema.nullable(),
  members: z.array(chatMemberSchema),
});
export type ChatChannelDto = z.infer<typeof chatChannelSchema>;

export const chatUnreadItemSchema = z.object({ channelId: z.string(), businessId: z.string(), count: z.number().int() });
export type ChatUnreadItemDto = z.infer<typeof chatUnreadItemSchema>;

export const chatMessagePageSchema = z.object({
  data: z.array(chatMessageSchema),
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextBefore: z.number().int().nullable(),
});
export type ChatMessagePageDto = z.infer<typeof chatMessagePageSchema>;

const person = z.object({ id: z.string(), name: z.string() }).nullable();

/** A file attached to one of the channel's messages; `deleted` once moved to the trash. */
export const chatReceivedFileSchema = chatAttachmentSchema.extend({
  messageId: z.number().int(),
  sentBy: person,
  sentAt: z.string(),
  deleted: z.boolean(),
});

/** A file request sent into the channel, with what arrived through its link. */
export const chatRequestedFileSchema = z.object({
  messageId: z.number().int(),
  uploadRequestId: z.string(),
  message: z.string(),
  requestedBy: person,
  requestedAt: z.string(),
  status: z.enum(['open', 'expired', 'revoked']),
  expiresAt: z.string(),
  folderId: z.string(),
  folderName: z.string(),
  received: z.array(chatAttachmentSchema.extend({ uploaderName: z.string().nullable(), receivedAt: z.string(), deleted: z.boolean() })),
});

export const chatChannelFilesSchema = z.object({ received: z.array(chatReceivedFileSchema), requested: z.array(chatRequestedFileSchema) });
export type ChatChannelFilesDto = z.infer<typeof chatChannelFilesSchema>;

export const chatChannelListAnswerSchema = dataAnswer(z.array(chatChannelSchema));
export const chatChannelAnswerSchema = dataAnswer(chatChannelSchema);
export const chatUnreadAnswerSchema = dataAnswer(z.array(chatUnreadItemSchema));
export const chatMessageAnswerSchema = dataAnswer(chatMessageSchema);
export const chatChannelFilesAnswerSchema = dataAnswer(chatChannelFilesSchema);

export const chatReadAnswerSchema = dataAnswer(
  z.object({
    channelId: z.string(),
    count: z.number().int(),
    mentions: z.number().int(),
    lastReadMessageId: z.number().int().nullable(),
  }),
);
export const chatDeletedAnswerSchema = dataAnswer(z.object({ id: z.number().int(), deleted: z.literal(true) }));

/** A file request sent into a channel: an upload request of the business, announced by a message. */
export const chatFileRequestAnswerSchema = dataAnswer(
  z.object({
    message: chatMessageSchema,
    uploadRequest: z.object({ id: z.string(), link: z.string(), folderId: z.string(), folderName: z.string(), expiresAt: z.string() }),
  }),
);

/** What the /chat socket namespace sends; the server types its events with them, the web parses them. */
export const chatMessageEventSchema = z.object({ channelId: z.string(), message: chatMessageSchema });
export const chatMessageDeletedEventSchema = z.object({ channelId: z.string(), messageId: z.number() });
/** SPEC.md §4: an unread update carries channelId and count; the count sets `news` (0: empty). */
export const chatUnreadEventSchema = z.object({ channelId: z.string(), businessId: z.string(), count: z.number(), mentions: z.number() });
export type ChatUnreadEvent = z.infer<typeof chatUnreadEventSchema>;
export const chatTypingEventSchema = z.object({ channelId: z.string(), user: z.object({ id: z.string(), name: z.string() }) });
