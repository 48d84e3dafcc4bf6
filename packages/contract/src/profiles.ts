export const VERIFICATION_STATUSES = ['not_requested', 'pending', 'verified', 'denied'] as const;
export type TVerificationStatus = (typeof VERIFICATION_STATUSES)[number];
