/**
 * The Agent tab's oversight pages (docs/product.md#admin-pages), admins only: agents' posts with their applicant
 * counts, conversations between agents and players, weekly activity, and views of agents' profiles.
 */
export const OVERSIGHT_MESSAGES = {
  agentPostsLoadFailed: 'The posts could not be loaded.',
  noAgentPosts: 'No agent has posted an opportunity yet.',
  agentConversationsLoadFailed: 'The conversations could not be loaded.',
  noAgentConversations: 'No agent has written to a player yet.',
  conversationNotReviewable: 'This is not a conversation between an agent and a player.',
  conversationLoadFailed: 'The conversation could not be loaded.',
  readingIsAudited: 'Opening a conversation is recorded on the audit log.',
  analyticsLoadFailed: 'The analytics could not be loaded.',
  profileViewsLoadFailed: 'The profile views could not be loaded.',
  noProfileViews: 'No agent profile was viewed in this period.',
  weeksOutOfRange: 'Choose between 1 and 52 weeks.',
  daysOutOfRange: 'Choose between 1 and 365 days.',
} as const;

export const ANALYTICS_WEEKS_DEFAULT = 12;

export const PROFILE_VIEW_PERIODS = [7, 30, 90, 365] as const;
