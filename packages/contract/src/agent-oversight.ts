import { messageIds } from './message-ids.ts';
/**
 * The Agent tab's oversight pages (docs/product.md#admin-pages), admins only: agents' posts with their applicant
 * counts, conversations between agents and players, weekly activity, and views of agents' profiles.
 */
export const OVERSIGHT_MESSAGES = messageIds('OVERSIGHT_MESSAGES', [
  'agentPostsLoadFailed',
  'noAgentPosts',
  'agentConversationsLoadFailed',
  'noAgentConversations',
  'conversationNotReviewable',
  'conversationLoadFailed',
  'readingIsAudited',
  'analyticsLoadFailed',
  'profileViewsLoadFailed',
  'noProfileViews',
  'weeksOutOfRange',
  'daysOutOfRange',
]);

export const ANALYTICS_WEEKS_DEFAULT = 12;

export const PROFILE_VIEW_PERIODS = [7, 30, 90, 365] as const;
