import type { TUnderageRequest } from './schemas/underage.ts';

// Revoked: a parent withdrew the approval from the link in their mail (docs/product.md#contact-requests).
// Declined: an admin said no, with a reason the agent is told (docs/product.md#admin-pages).
export const UNDERAGE_REQUEST_STATUSES = ['Approved', 'Revoked', 'Declined'] as const;

/** The longest message an agent may add to a request to contact a minor. */
export const UNDERAGE_REQUEST_MESSAGE_MAX_LENGTH = 1000;

/** The status as the admin page shows it (docs/product.md#contact-requests: Pending when the status is empty). */
export function underageStatusLabel(
  status: TUnderageRequest['status'],
): 'Pending' | NonNullable<TUnderageRequest['status']> {
  return status ?? 'Pending';
}

/** valid: the approval can be revoked; used: it already was (or the link was used); expired: too old. */
export const PARENTAL_REVOKE_STATES = ['valid', 'used', 'expired'] as const;
