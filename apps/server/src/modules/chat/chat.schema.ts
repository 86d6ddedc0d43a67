/** Request and answer shapes of the chat API (SPEC.md §3, §4); they also feed OpenAPI. */
import { chatMessagePageSchema } from '@ledgerdesk/domain';
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

export const messagePageAnswerSchema = chatMessagePageSchema;

export const channelFilesQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(100) });

/** A file request sent into a channel: an upload request of the business, announced by a message. */
export const fileRequestBodySchema = z.object({
  /** A live folder of the channel's business; its root folder when left out. */
  folderId: z.uuid().optional(),
  message: z.string().trim().max(2000).default(''),
  expiresInDays: z.number().int().min(1).max(365).default(30),
  maxFiles: z.number().int().min(1).max(100).default(20),
});
export type FileRequestInput = z.infer<typeof fileRequestBodySchema>;

export {
  chatChannelAnswerSchema as channelAnswerSchema,
  chatChannelFilesAnswerSchema as channelFilesAnswerSchema,
  chatChannelListAnswerSchema as channelListAnswerSchema,
  chatDeletedAnswerSchema as deletedAnswerSchema,
  chatFileRequestAnswerSchema as fileRequestAnswerSchema,
  chatMessageAnswerSchema as messageAnswerSchema,
  chatReadAnswerSchema as readAnswerSchema,
  chatUnreadAnswerSchema as unreadAnswerSchema,
} from '@ledgerdesk/domain';

export type {
  ChatChannelDto as ChannelDto,
  ChatChannelFilesDto as ChannelFilesDto,
  ChatMemberDto as MemberDto,
  ChatMessageDto as MessageDto,
} from '@ledgerdesk/domain';
