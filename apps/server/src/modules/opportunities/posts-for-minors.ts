import { findContactDetails } from '@scouting/contract/contact-details';
import { MESSAGES } from '@scouting/contract/messages';
import { ageRangeReachesMinors, canMinorSeePostBy, canPostToMinors } from '@scouting/contract/safeguarding';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { agents, members, opportunities } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { countryCodesOf } from '../../platform/countries/countries.ts';

/** A post's text: what the contact-details rule reads. */
type PostText = { description: string; link: string | null };

/**
 * The countries whose national phone formats count in a post (decision 042): the poster's, and
 * the one the post is aimed at (its readers'). International formats count whatever the country.
 */
export async function postCountries(db: DbOrTx, posterId: number, postCountry: string | null): Promise<string[]> {
  const [poster] = await db.select({ country: members.country }).from(members).where(eq(members.id, posterId));
  return countryCodesOf([poster?.country, postCountry]);
}

/** Which of a post's fields hold a phone number, an e-mail address or a messaging app. */
function fieldsWithContactDetails(post: PostText, countries: string[]): ('description' | 'link')[] {
  const fields: ('description' | 'link')[] = [];
  if (findContactDetails(post.description, { countries }).length > 0) fields.push('description');
  if (post.link && findContactDetails(post.link, { countries }).length > 0) fields.push('link');
  return fields;
}

/**
 * The has_contact_details flag, stored on every write of a post's text: the reads that list or
 * show posts to a minor leave flagged posts out, whoever posted them and whenever (decision 042),
 * so a post written while its agent was unverified does not reach minors once they are verified.
 */
export function hasContactDetails(post: PostText, countries: string[]): boolean {
  return fieldsWithContactDetails(post, countries).length > 0;
}

/**
 * A post whose age range reaches under 18 (docs/product.md#opportunities): only verified agents and admins may
 * write it, and it carries no phone number, e-mail or messaging-app link, so that contact with a
 * minor happens through the network's messaging, where it is on record. A post with no age range
 * reaches every age, minors included when its poster may post to them (decision 042): the contact
 * rule applies to it too. (Minors never see the other posters' posts, whatever their range.)
 */
export function assertMayPostToMinors(
  poster: Member,
  post: PostText & { ageRange: string | null },
  countries: string[],
): void {
  const aimedAtMinors = ageRangeReachesMinors(post.ageRange);
  const reachesMinors = aimedAtMinors || (post.ageRange == null && canPostToMinors(poster));
  if (!reachesMinors) return;
  if (aimedAtMinors && !canPostToMinors(poster)) {
    // Scouts and clubs have no verification to request (decision 020): the rule without the advice.
    const message = poster.role === 'Agent' ? MESSAGES.postToMinorsNeedsVerification : MESSAGES.postToMinorsAgentsOnly;
    throw new AppError('AGENT_NOT_VERIFIED', message, { 'filters.ageRange': message });
  }
  const fields = fieldsWithContactDetails(post, countries);
  if (fields.length > 0) {
    const message = MESSAGES.contactDetailsInPostForMinors;
    throw new AppError('VALIDATION_ERROR', message, Object.fromEntries(fields.map((field) => [field, message])));
  }
}

/**
 * SQL form of minorMaySeePost, for a query joined on the poster (members) and left-joined on
 * agents: posts by admins and verified agents only, and never one whose text holds contact details
 * (a plain column of the row, read beside the status index's rows).
 */
export function postVisibleToMinors(): SQL | undefined {
  return and(
    eq(opportunities.hasContactDetails, false),
    or(eq(members.role, 'Admin'), eq(agents.verificationStatus, 'verified')),
  );
}

/** Whether a minor may see this post: canMinorSeePostBy for its poster, and no contact details in its text. */
export function minorMaySeePost(
  post: { hasContactDetails: boolean | null },
  poster: Parameters<typeof canMinorSeePostBy>[0],
): boolean {
  // Null: a post written before the rule that the hourly check has not read yet.
  return post.hasContactDetails === false && canMinorSeePostBy(poster);
}
