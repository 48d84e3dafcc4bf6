/**
 * What the audit log records (docs/product.md#reports-and-suspension): each decision's name as stored,
 * and the kinds of thing a decision is about. The admin's page names both in the admin's language,
 * so a new action needs its words in the catalogs before it can be written.
 */
export const AUDIT_ACTIONS = [
  'underage_request.approved',
  'underage_request.declined',
  'underage_request.revoked_by_parent',
  'parental_consent.confirmed',
  'parental_consent.refused',
  // Parents as members (docs/product.md#parents): consent withdrawn from the dashboard, a guardian linked to a child.
  'parental_consent.revoked',
  'guardian.linked',
  'guardian.unlinked',
  // A guardian invited the child's second guardian by e-mail (docs/product.md#parents).
  'guardian.invited',
  // A guardian's decisions from the dashboard (docs/product.md#parents), with the guardian as actor.
  'trial.declined_by_guardian',
  'account.exported_by_guardian',
  'verification.approved',
  'verification.rejected',
  'verification.resubmission_changed',
  'verification.revoked',
  'transfermarkt.forwarded',
  'transfermarkt.rejected',
  'transfermarkt.permission_changed',
  'report.dismissed',
  'report.content_hidden',
  'member.suspended',
  'member.reinstated',
  // An admin read a conversation between an agent and a player (docs/product.md#admin-pages).
  'conversation.read',
  // A member's own data (docs/product.md#deleting-an-account): who and when, never the contents.
  'account.exported',
  'account.deleted',
  'account.deleted_by_parent',
  // Representation (decision 025): offers, answers, a parent's signature and endings, by whoever acted.
  'representation.offered',
  'representation.withdrawn',
  'representation.accepted',
  'representation.declined',
  'representation.guardian_confirmed',
  'representation.guardian_refused',
  'representation.ended',
  // An admin acting on a player's videos for them (docs/product.md#videos-and-ratings).
  'video.hidden',
  'video.shown',
  'video.deleted',
  'video.ordered',
  // The durable mail queue (decision 033): an admin sent a failed mail back to the queue.
  'mail.retried',
  // Verified clubs and their requirements (docs/product.md#club-needs).
  'club_verification.approved',
  'club_verification.denied',
  'club_verification.revoked',
  'club_need.closed',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'agent',
  'agent_verification_request',
  'application',
  'club',
  'club_need',
  'club_verification_request',
  'conversation',
  'guardian_link',
  'guardian_token',
  'mail',
  'member',
  'message',
  'opportunity',
  'pitch',
  'profile',
  'report',
  'representation_agreement',
  'representation_offer',
  'transfermarkt_application',
  'underage_request',
  'video',
] as const;
export type TAuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export function isAuditAction(value: string): value is TAuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

export function isAuditTargetType(value: string): value is TAuditTargetType {
  return (AUDIT_TARGET_TYPES as readonly string[]).includes(value);
}
