export const notificationsKeys = {
  member: (memberId: number) => ['notifications', memberId] as const,
  /** The bell's few latest and the unread count. */
  latest: (memberId: number) => [...notificationsKeys.member(memberId), 'latest'] as const,
  /** The notifications page's list. */
  pages: (memberId: number) => [...notificationsKeys.member(memberId), 'pages'] as const,
};
