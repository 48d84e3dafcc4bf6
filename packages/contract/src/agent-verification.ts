import type { VERIFICATION_STATUSES } from './profiles.ts';
import { UPLOAD_RULES } from './uploads.ts';

/** The accepted document types (docs/product.md#verification), for the file inputs' accept attribute. */
export const VERIFICATION_FILE_ACCEPT = UPLOAD_RULES.license.accept;

/** The longest reason an admin may give the agent for a rejection. */
export const REJECTION_REASON_MAX_LENGTH = 1000;

/** Whether the agent may (re)send a request (docs/product.md#verification): never asked, or denied with resubmission allowed. */
export function canRequestVerification(agent: {
  verificationStatus: (typeof VERIFICATION_STATUSES)[number];
  allowResubmission: boolean;
}): boolean {
  return (
    agent.verificationStatus === 'not_requested' || (agent.verificationStatus === 'denied' && agent.allowResubmission)
  );
}
