export const transfermarktKeys = {
  applications: () => ['transfermarkt-applications'] as const,
};
