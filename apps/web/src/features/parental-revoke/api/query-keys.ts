export const parentalRevokeKeys = {
  link: (token: string) => ['parental-revoke', token] as const,
};
