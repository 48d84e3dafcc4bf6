import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { MESSAGES } from '../messages.ts';
import { MESSAGE_MAX_LENGTH } from '../messaging.ts';
import { cursorOf, idCursor, pageOf, pageQuery, ZNextCursor } from './paging.ts';
import { ZRole } from './roles.ts';

export const ZConversationIdParams = lazySchema(() => z.object({ conversationId: z.coerce.number().int().positive() }));

/** POST /api/conversations/start. One of the two ids must be the caller's. */
export const ZStartConversationRequest = lazySchema(() =>
  z.object({
    participant1_id: z.number().int().positive(),
    participant2_id: z.number().int().positive(),
  }),
);
export const ZStartConversationResponse = lazySchema(() => z.object({ id: z.number().int() }));

/** A conversation as the caller sees it (id, partnerName, lastMessage). */
export const ZConversation = lazySchema(() =>
  z.object({
    id: z.number().int(),
    partnerId: z.number().int(),
    partnerName: z.string(),
    partnerRole: ZRole,
    /** The start of the last message (enough for every snippet); null before the first message. */
    lastMessage: z.string().nullable(),
    /** The last message was hidden by an admin: `lastMessage` holds no words of it. */
    lastMessageRemoved: z.boolean(),
    lastMessageAt: z.string(),
  }),
);
export type TConversation = z.infer<typeof ZConversation>;

/** Most recent activity first: the last activity (as the database prints it, to the microsecond) and the id. */
export const conversationCursor = cursorOf(() => [z.string().max(64), z.number().int().positive()]);
export const ZConversationListQuery = lazySchema(() => pageQuery(conversationCursor, 20));
/** GET /api/conversations/{userId}: most recent activity first. */
export const ZConversationList = lazySchema(() => pageOf('conversations', ZConversation));
export type TConversationList = z.infer<typeof ZConversationList>;

/** A message (id, sender_id, message, created_at). */
export const ZChatMessage = lazySchema(() =>
  z.object({
    id: z.number().int(),
    conversation_id: z.number().int(),
    sender_id: z.number().int(),
    message: z.string(),
    /** Hidden by an admin after a report: `message` holds no words of it. */
    removed: z.boolean(),
    created_at: z.string(),
  }),
);
export type TChatMessage = z.infer<typeof ZChatMessage>;

/**
 * GET /api/messages/{conversationId}: without a cursor the newest page; `cursor` (the previous
 * page's nextCursor) for older messages. `after` an id for the ones that arrived since: that is
 * the 10 s poll (docs/product.md#notifications), not paging, so it stays a plain message id.
 */
export const ZMessageListQuery = lazySchema(() =>
  pageQuery(idCursor, 50)
    .extend({ after: z.coerce.number().int().min(0).optional() })
    .refine((query) => query.cursor === undefined || query.after === undefined, {
      message: 'Use either cursor or after, not both.',
    }),
);
export type TMessageListQuery = z.input<typeof ZMessageListQuery>;

export const ZMessageList = lazySchema(() =>
  z.object({
    /** Oldest first, so a thread renders top to bottom. */
    messages: z.array(ZChatMessage),
    /** More messages older than the first one of this page (fetch them with cursor = nextCursor). */
    hasOlder: z.boolean(),
    /** Pass as `cursor` for the older messages; null when there are none (or for an `after` poll). */
    nextCursor: ZNextCursor,
    /** More messages newer than the last one of this page (fetch with after = its id). */
    hasNewer: z.boolean(),
    /** Whether the caller may write in this conversation (false once a parent revoked an agent's approval). */
    canSend: z.boolean(),
    /** Why not, in words to show instead of the send box. */
    readOnlyReason: z.string().nullable(),
  }),
);
export type TMessageList = z.infer<typeof ZMessageList>;

/** POST /api/messages/send. senderId must be the caller. */
export const ZSendMessageRequest = lazySchema(() =>
  z.object({
    conversationId: z.number().int().positive(),
    senderId: z.number().int().positive(),
    message: z
      .string({ error: MESSAGES.messageEmpty })
      .trim()
      .min(1, MESSAGES.messageEmpty)
      .max(MESSAGE_MAX_LENGTH, MESSAGES.messageTooLong),
  }),
);
export type TSendMessageRequest = z.input<typeof ZSendMessageRequest>;
