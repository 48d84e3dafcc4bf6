export const representationConsentKeys = {
  link: (token: string) => ['representation-consent', token] as const,
};
