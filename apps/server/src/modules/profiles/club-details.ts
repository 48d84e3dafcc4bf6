import { MESSAGES } from '@scouting/contract/messages';
import type { TClubDetails, TClubDetailsUpdateRequest } from '@scouting/contract/schemas/scout-club-profiles';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { clubs } from '../../db/schema/index.ts';
import { assertKnownCountry } from '../../platform/countries/countries.ts';
import { isVerifiedClub } from '../club-verification/club-verified.ts';
import { clubPitchAnswerStats } from '../pitches/answer-stats.ts';
import { readRoleProfile, updateRoleRow } from './role-profile.ts';

/** GET /api/club-details/{userId} (decision 020): the club e-mail only for the club and admins. */
export async function getClubDetails(db: Database, viewer: Member, clubId: number): Promise<TClubDetails> {
  const {
    member,
    row: club,
    ownerView,
    shown,
  } = await readRoleProfile(db, viewer, clubs, clubId, MESSAGES.clubNotFound);
  return {
    ...shown,
    country: member.country,
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

/** The club's own columns as the wizard and the club's edit both write them. */
export function clubProfileColumns(input: TClubDetailsUpdateRequest) {
  return {
    clubName: input.clubName,
    clubCountry: input.clubCountry,
    currentLeague: input.currentLeague,
    typeOfClub: input.typeOfClub,
    clubEmail: input.clubEmail,
    clubWebsite: input.clubWebsite,
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
  await updateRoleRow(db, clubs, clubId, clubProfileColumns(input), MESSAGES.clubNotFound);
  return getClubDetails(db, viewer, clubId);
}
