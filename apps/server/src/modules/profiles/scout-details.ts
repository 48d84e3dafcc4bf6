import { ageFromBirthYearMonth } from '@scouting/contract/age';
import { MESSAGES } from '@scouting/contract/messages';
import type { TScoutDetails, TScoutDetailsUpdateRequest } from '@scouting/contract/schemas/scout-club-profiles';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { scouts } from '../../db/schema/index.ts';
import { assertKnownCountry } from '../../platform/countries/countries.ts';
import { readRoleProfile, updateRoleRow } from './role-profile.ts';

/** GET /api/scout-details/{userId} (decision 020): the contact e-mail and birth date only for the scout and admins. */
export async function getScoutDetails(db: Database, viewer: Member, scoutId: number): Promise<TScoutDetails> {
  const {
    member,
    row: scout,
    ownerView,
    shown,
  } = await readRoleProfile(db, viewer, scouts, scoutId, MESSAGES.scoutNotFound);
  return {
    ...shown,
    country: member.country,
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
  await updateRoleRow(
    db,
    scouts,
    scoutId,
    {
      contactEmail: input.contactEmail,
      countryOfOperation: input.countryOfOperation,
      currentEmployer: input.currentEmployer,
      scoutingExperience: input.scoutingExperience,
      website: input.website,
    },
    MESSAGES.scoutNotFound,
  );
  return getScoutDetails(db, viewer, scoutId);
}
