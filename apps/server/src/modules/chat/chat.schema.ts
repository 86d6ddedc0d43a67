/** Request and answer shapes of the chat API (SPEC.md §3, §4); they also feed OpenAPI. */
import { z } from 'zod';

export const MAX_BODY_LENGTH = 10_000;
export const MAX_MENTIONS = 50;
export const MAX_ATTACHMENTS = 20;
export const MAX_MESSAGE_PAGE = 100;

export const channelIdParamsSchema = z.object({ id: z.uuid() });
/** Message ids are bigint identities, answered as numbers (exact far beyond any chat's size). */
export const messageIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const listChannelsQuerySchema = z.object({ businessId: z.uuid() });
export const openSingleBodySchema = z.object({ businessId: z.uuid(), userId: z.uuid() });

export const listMessagesQuerySchema = z.object({
  /** Answers messages older than this id: the next page when scrolling up. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(MAX_MESSAGE_PAGE).default(30),
  /** Search: messages whose text contains this, newest first. */
  q: z.string().trim().min(1).max(200).optional(),
});
export type ListMessagesQuery = z.infer<typeof listMessagesQuerySchema>;

/** Stored exactly as typed: rendering it as text, never HTML, is the web's job. */
const body = z.string().max(MAX_BODY_LENGTH);
const mentions = z.array(z.uuid()).max(MAX_MENTIONS);

export const postMessageBodySchema = z.object({
  body,
  mentions: mentions.optional(),
  attachments: z.array(z.uuid()).max(MAX_ATTACHMENTS).optional(),
});
export type PostMessageInput = z.infer<typeof postMessageBodySchema>;

export const editMessageBodySchema = z.object({ body, mentions: mentions.optional() });
export type EditMessageInput = z.infer<typeof editMessageBodySchema>;

export const readBodySchema = z.object({ lastMessageId: z.number().int().positive().optional() }).default({});

export const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  initials: z.string(),
  avatar: z.string().nullable(),
  roleId: z.number().int(),
});
export type MemberDto = z.infer<typeof memberSchema>;

export const authorSchema = memberSchema.omit({ roleId: true });

export const attachmentSchema = z.object({ fileId: z.string(), name: z.string(), size: z.number().int(), mimeType: z.string() });
export type AttachmentDto = z.infer<typeof attachmentSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  channelId: z.string(),
  kind: z.enum(['text', 'file_request']),
  /** Empty once deleted. */
  body: z.string(),
  author: authorSchema.nullable(),
  mentions: z.array(z.object({ userId: z.string(), name: z.string() })),
  attachments: z.array(attachmentSchema),
  /** For kind file_request: the upload request sent into the chat. */
  uploadRequestId: z.string().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
});
export type MessageDto = z.infer<typeof messageSchema>;

export const lastMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['text', 'file_request']),
  /** The first characters of the text. */
  preview: z.string(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});

export const channelSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  kind: z.enum(['group', 'single']),
  /** The business's name for its group; the other person's name for a single channel. */
  name: z.string(),
  /** The caller's unread count; null when there is nothing new (SPEC.md §4 "news empty"). */
  news: z.number().int().nullable(),
  mentions: z.number().int(),
  lastMessage: lastMessageSchema.nullable(),
  members: z.array(memberSchema),
});
export type ChannelDto = z.infer<typeof channelSchema>;

export const channelListAnswerSchema = z.object({ data: z.array(channelSchema) });
export const channelAnswerSchema = z.object({ data: channelSchema });

export const unreadItemSchema = z.object({ channelId: z.string(), businessId: z.string(), count: z.number().int() });
export const unreadAnswerSchema = z.object({ data: z.array(unreadItemSchema) });

export const messageAnswerSchema = z.object({ data: messageSchema });
export const messagePageAnswerSchema = z.object({
  data: z.array(messageSchema),
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextBefore: z.number().int().nullable(),
});

export const readAnswerSchema = z.object({
  data: z.object({ channelId: z.string(), count: z.number().int(), mentions: z.number().int(), lastReadMessageId: z.number().int().nullable() }),
});
export const deletedAnswerSchema = z.object({ data: z.object({ id: z.number().int(), deleted: z.literal(true) }) });

const person = z.object({ id: z.string(), name: z.string() }).nullable();

/** A file attached to one of the channel's messages; `deleted` once moved to the trash. */
export const receivedFileSchema = attachmentSchema.extend({ messageId: z.number().int(), sentBy: person, sentAt: z.string(), deleted: z.boolean() });

/** A file request sent into the channel, with what arrived through its link. */
export const requestedFileSchema = z.object({
  messageId: z.number().int(),
  uploadRequestId: z.string(),
  message: z.string(),
  requestedBy: person,
  requestedAt: z.string(),
  status: z.enum(['open', 'expired', 'revoked']),
  expiresAt: z.string(),
  folderId: z.string(),
  folderName: z.string(),
  received: z.array(attachmentSchema.extend({ uploaderName: z.string().nullable(), receivedAt: z.string(), deleted: z.boolean() })),
});

export const channelFilesQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(100) });
export const channelFilesAnswerSchema = z.object({
  data: z.object({ received: z.array(receivedFileSchema), requested: z.array(requestedFileSchema) }),
});
export type ChannelFilesDto = z.infer<typeof channelFilesAnswerSchema>['data'];

/** A file request sent into a channel: an upload request of the business, announced by a message. */
export const fileRequestBodySchema = z.object({
  /** A live folder of the channel's business; its root folder when left out. */
  folderId: z.uuid().optional(),
  message: z.string().trim().max(2000).default(''),
  expiresInDays: z.number().int().min(1).max(365).default(30),
  maxFiles: z.number().int().min(1).max(100).default(20),
});
export type FileRequestInput = z.infer<typeof fileRequestBodySchema>;

export const fileRequestAnswerSchema = z.object({
  data: z.object({
    message: messageSchema,
    uploadRequest: z.object({ id: z.string(), link: z.string(), folderId: z.string(), folderName: z.string(), expiresAt: z.string() }),
  }),
});
