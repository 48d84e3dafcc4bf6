import { ageRangeReachesMinors, canPostToMinors, findContactDetails, MESSAGES } from '@scouting/contract';
import { eq, or, type SQL } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import { agents, members } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/**
 * A post whose age range reaches under 18 (issue 12 §5): only verified agents and admins may
 * write it, and it carries no phone number, e-mail or messaging-app link, so that contact with a
 * minor happens through the network's messaging, where it is on record. A post with no age range
 * reaches every age, minors included when its poster may post to them (issue 27 §5): the contact
 * rule applies to it too. (Minors never see the other posters' posts, whatever their range.)
 */
export function assertMayPostToMinors(
  poster: Member,
  post: { ageRange: string | null; description: string; link: string | null },
): void {
  const aimedAtMinors = ageRangeReachesMinors(post.ageRange);
  const reachesMinors = aimedAtMinors || (post.ageRange == null && canPostToMinors(poster));
  if (!reachesMinors) return;
  if (aimedAtMinors && !canPostToMinors(poster)) {
    // Scouts and clubs have no verification to request (issue 18 §4): the rule without the advice.
    const message = poster.role === 'Agent' ? MESSAGES.postToMinorsNeedsVerification : MESSAGES.postToMinorsAgentsOnly;
    throw new AppError('AGENT_NOT_VERIFIED', message, { 'filters.ageRange': message });
  }
  const fields: Record<string, string> = {};
  if (findContactDetails(post.description).length > 0) fields.description = MESSAGES.contactDetailsInPostForMinors;
  if (post.link && findContactDetails(post.link).length > 0) fields.link = MESSAGES.contactDetailsInPostForMinors;
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION_ERROR', MESSAGES.contactDetailsInPostForMinors, fields);
  }
}

/**
 * SQL form of canMinorSeePostBy, for a query joined on the poster (members) and left-joined on
 * agents: posts by admins and verified agents only.
 */
export function postVisibleToMinors(): SQL | undefined {
  return or(eq(members.role, 'Admin'), eq(agents.verificationStatus, 'verified'));
}
