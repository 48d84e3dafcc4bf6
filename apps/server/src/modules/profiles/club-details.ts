import { MESSAGES } from '@scouting/contract/messages';
import type { TClubDetails, TClubDetailsUpdateRequest } from '@scouting/contract/schemas/scout-club-profiles';
import { eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { clubs, memberImages, members } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { assertKnownCountry } from '../../platform/countries/countries.ts';
import { fileUrl } from '../../platform/uploads/store-file.ts';
import { isVerifiedClub } from '../club-verification/club-verified.ts';
import { clubPitchAnswerStats } from '../pitches/answer-stats.ts';
import { ownerViewOrRefuse } from './member-profile-row.ts';

/** GET /api/club-details/{userId} (decision 020): the club e-mail only for the club and admins. */
export async function getClubDetails(db: Database, viewer: Member, clubId: number): Promise<TClubDetails> {
  const [row] = await db
    .select({ member: members, club: clubs, images: memberImages })
    .from(clubs)
    .innerJoin(members, eq(members.id, clubs.memberId))
    .leftJoin(memberImages, eq(memberImages.memberId, clubs.memberId))
    .where(eq(clubs.memberId, clubId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.clubNotFound);
  const { member, club, images } = row;
  const ownerView = ownerViewOrRefuse(viewer, member, MESSAGES.clubNotFound);
  return {
    id: member.id,
    fullName: member.fullName,
    username: member.username,
    country: member.country,
    profileImageUrl: fileUrl(images?.profileImageFileId),
    displayImageUrl: fileUrl(images?.displayImageFileId),
    isOwnerView: ownerView,
    clubName: club.clubName,
    clubCountry: club.clubCountry,
    currentLeague: club.currentLeague,
    typeOfClub: club.typeOfClub,
    clubEmail: ownerView ? club.clubEmail : null,
    clubWebsite: club.clubWebsite,
    verified: await isVerifiedClub(db, member.id),
    pitchAnswers: await clubPitchAnswerStats(db, member.id),
  };
}

/** PUT /api/club-details/{userId}: the club's own fields; the country from the wizard's list. */
export async function updateClubDetails(
  db: Database,
  viewer: Member,
  clubId: number,
  input: TClubDetailsUpdateRequest,
): Promise<TClubDetails> {
  assertKnownCountry('clubCountry', input.clubCountry);
  const updated = await db
    .update(clubs)
    .set({
      clubName: input.clubName,
      clubCountry: input.clubCountry,
      currentLeague: input.currentLeague,
      typeOfClub: input.typeOfClub,
      clubEmail: input.clubEmail,
      clubWebsite: input.clubWebsite,
    })
    .where(eq(clubs.memberId, clubId))
    .returning({ id: clubs.memberId });
  if (updated.length === 0) throw new AppError('NOT_FOUND', MESSAGES.clubNotFound);
  return getClubDetails(db, viewer, clubId);
}
