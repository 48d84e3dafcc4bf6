export const underageKeys = {
  requests: () => ['underage-requests'] as const,
};
