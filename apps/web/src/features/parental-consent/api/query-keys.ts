export const parentalConsentKeys = {
  link: (token: string) => ['parental-consent', token] as const,
};
