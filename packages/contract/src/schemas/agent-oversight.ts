import { z } from 'zod';
import { ANALYTICS_WEEKS_DEFAULT, OVERSIGHT_MESSAGES } from '../agent-oversight.ts';
import { lazySchema } from '../lazy-schema.ts';
import { OPPORTUNITY_STATUSES } from '../opportunities.ts';
import { cursorOf, idCursor, pageOf, pageQuery } from './paging.ts';

/** GET /api/admin/agent-posts: every agent's post, newest first, with how many applied. */
export const ZAgentPostListQuery = lazySchema(() => pageQuery(idCursor, 20));
export const ZAgentPost = lazySchema(() =>
  z.object({
    id: z.number().int(),
    description: z.string(),
    status: z.enum(OPPORTUNITY_STATUSES),
    hidden: z.boolean(),
    createdAt: z.string(),
    postedBy: z.object({ id: z.number().int(), fullName: z.string() }),
    applicantCount: z.number().int(),
  }),
);
export type TAgentPost = z.infer<typeof ZAgentPost>;
export const ZAgentPostList = lazySchema(() => pageOf('posts', ZAgentPost));
export type TAgentPostList = z.infer<typeof ZAgentPostList>;

/** Conversations with a minor first, then newest first: the cursor holds (minor, id). */
export const agentConversationCursor = cursorOf(() => [z.boolean(), z.number().int().positive()]);
/** GET /api/admin/agent-conversations. */
export const ZAgentConversationListQuery = lazySchema(() => pageQuery(agentConversationCursor, 20));
export const ZAgentConversation = lazySchema(() =>
  z.object({
    id: z.number().int(),
    agent: z.object({ id: z.number().int(), fullName: z.string() }),
    player: z.object({ id: z.number().int(), fullName: z.string(), minor: z.boolean() }),
    /**
     * The last message's text; null when there is none, and always null for a conversation with a
     * minor: its words are read only by opening it, which is audited.
     */
    lastMessage: z.string().nullable(),
    /** The last message was hidden by an admin: `lastMessage` holds no words of it. */
    lastMessageRemoved: z.boolean(),
    lastMessageAt: z.string(),
  }),
);
export type TAgentConversation = z.infer<typeof ZAgentConversation>;
export const ZAgentConversationList = lazySchema(() => pageOf('conversations', ZAgentConversation));
export type TAgentConversationList = z.infer<typeof ZAgentConversationList>;

/** GET /api/admin/agent-conversations/{id}/messages: oldest first, a page at a time. */
export const ZAgentConversationMessagesQuery = lazySchema(() => pageQuery(idCursor, 50));
export const ZReviewedMessage = lazySchema(() =>
  z.object({
    id: z.number().int(),
    senderId: z.number().int(),
    message: z.string(),
    hidden: z.boolean(),
    createdAt: z.string(),
  }),
);
export const ZAgentConversationMessages = lazySchema(() =>
  pageOf('messages', ZReviewedMessage).extend({
    conversation: ZAgentConversation,
  }),
);
export type TAgentConversationMessages = z.infer<typeof ZAgentConversationMessages>;
/** GET /api/admin/agent-analytics?weeks=N: per week (Monday, UTC) for the last N weeks, this one included. */
export const ZAgentAnalyticsQuery = lazySchema(() =>
  z.object({
    weeks: z.coerce
      .number({ error: OVERSIGHT_MESSAGES.weeksOutOfRange })
      .int(OVERSIGHT_MESSAGES.weeksOutOfRange)
      .min(1, OVERSIGHT_MESSAGES.weeksOutOfRange)
      .max(52, OVERSIGHT_MESSAGES.weeksOutOfRange)
      .default(ANALYTICS_WEEKS_DEFAULT),
  }),
);
export const ZAgentAnalyticsWeek = lazySchema(() =>
  z.object({
    /** The week's Monday, YYYY-MM-DD. */
    week: z.string(),
    posts: z.number().int(),
    applications: z.number().int(),
    messages: z.number().int(),
    verifications: z.number().int(),
  }),
);
export type TAgentAnalyticsWeek = z.infer<typeof ZAgentAnalyticsWeek>;
export const ZAgentAnalytics = lazySchema(() => z.object({ weeks: z.array(ZAgentAnalyticsWeek) }));
export type TAgentAnalytics = z.infer<typeof ZAgentAnalytics>;
/** Most viewed first; the cursor holds (views, agent id). */
export const profileViewsCursor = cursorOf(() => [z.number().int().min(0), z.number().int().positive()]);
/** GET /api/admin/agent-profile-views?days=N: agents by how often other members opened their profile. */
export const ZAgentProfileViewsQuery = lazySchema(() =>
  z.object({
    days: z.coerce
      .number({ error: OVERSIGHT_MESSAGES.daysOutOfRange })
      .int(OVERSIGHT_MESSAGES.daysOutOfRange)
      .min(1, OVERSIGHT_MESSAGES.daysOutOfRange)
      .max(365, OVERSIGHT_MESSAGES.daysOutOfRange)
      .default(30),
    ...pageQuery(profileViewsCursor, 20).shape,
  }),
);
export const ZAgentProfileViewsRow = lazySchema(() =>
  z.object({
    agent: z.object({ id: z.number().int(), fullName: z.string() }),
    views: z.number().int(),
    viewers: z.number().int(),
  }),
);
export type TAgentProfileViewsRow = z.infer<typeof ZAgentProfileViewsRow>;
export const ZAgentProfileViews = lazySchema(() => pageOf('agents', ZAgentProfileViewsRow));
export type TAgentProfileViews = z.infer<typeof ZAgentProfileViews>;
