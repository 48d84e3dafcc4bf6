export const oversightKeys = {
  all: ['agent-oversight'] as const,
  posts: () => [...oversightKeys.all, 'posts'] as const,
  conversations: () => [...oversightKeys.all, 'conversations'] as const,
  conversation: (id: number) => [...oversightKeys.all, 'conversation', id] as const,
  analytics: (weeks: number) => [...oversightKeys.all, 'analytics', weeks] as const,
  profileViews: (days: number) => [...oversightKeys.all, 'profile-views', days] as const,
};
