import { ageFromBirthYearMonth } from '@scouting/contract/age';
import { MESSAGES } from '@scouting/contract/messages';
import type { TScoutDetails, TScoutDetailsUpdateRequest } from '@scouting/contract/schemas/scout-club-profiles';
import { eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { memberImages, members, scouts } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { assertKnownCountry } from '../../platform/countries/countries.ts';
import { fileUrl } from '../../platform/uploads/store-file.ts';
import { ownerViewOrRefuse } from './member-profile-row.ts';

/** GET /api/scout-details/{userId} (decision 020): the contact e-mail and birth date only for the scout and admins. */
export async function getScoutDetails(db: Database, viewer: Member, scoutId: number): Promise<TScoutDetails> {
  const [row] = await db
    .select({ member: members, scout: scouts, images: memberImages })
    .from(scouts)
    .innerJoin(members, eq(members.id, scouts.memberId))
    .leftJoin(memberImages, eq(memberImages.memberId, scouts.memberId))
    .where(eq(scouts.memberId, scoutId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.scoutNotFound);
  const { member, scout, images } = row;
  const ownerView = ownerViewOrRefuse(viewer, member, MESSAGES.scoutNotFound);
  return {
    id: member.id,
    fullName: member.fullName,
    username: member.username,
    country: member.country,
    profileImageUrl: fileUrl(images?.profileImageFileId),
    displayImageUrl: fileUrl(images?.displayImageFileId),
    isOwnerView: ownerView,
    contactEmail: ownerView ? scout.contactEmail : null,
    dob: ownerView ? member.dob : null,
    // The API's scout "age" field, kept current from the birth date instead of stored.
    age: member.dob ? ageFromBirthYearMonth(member.dob) : null,
    countryOfOperation: scout.countryOfOperation,
    currentEmployer: scout.currentEmployer,
    scoutingExperience: scout.scoutingExperience,
    website: scout.website,
  };
}

/** PUT /api/scout-details/{userId}: the scout's own fields; the country from the wizard's list. */
export async function updateScoutDetails(
  db: Database,
  viewer: Member,
  scoutId: number,
  input: TScoutDetailsUpdateRequest,
): Promise<TScoutDetails> {
  assertKnownCountry('countryOfOperation', input.countryOfOperation);
  const updated = await db
    .update(scouts)
    .set({
      contactEmail: input.contactEmail,
      countryOfOperation: input.countryOfOperation,
      currentEmployer: input.currentEmployer,
      scoutingExperience: input.scoutingExperience,
      website: input.website,
    })
    .where(eq(scouts.memberId, scoutId))
    .returning({ id: scouts.memberId });
  if (updated.length === 0) throw new AppError('NOT_FOUND', MESSAGES.scoutNotFound);
  return getScoutDetails(db, viewer, scoutId);
}
