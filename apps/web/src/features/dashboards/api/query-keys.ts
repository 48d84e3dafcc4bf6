export const dashboardsKeys = {
  memberCounts: () => ['admin', 'member-counts'] as const,
};
