import { ageFromBirthYearMonth, isUnderage } from '@scouting/contract/age';
import { monthStartOf, RELOCATION_ANYWHERE, yearMonthOf } from '@scouting/contract/availability';
import { MESSAGES } from '@scouting/contract/messages';
import type { TPlayerAvailability, TPlayerAvailabilityUpdate } from '@scouting/contract/schemas/availability';
import type { TPlayerProfileUpdate } from '@scouting/contract/schemas/player-profile';
import type { TPlayerDetails } from '@scouting/contract/schemas/profiles';
import { eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import { updatePlayers } from '../../auth/member-writes.ts';
import type { Database } from '../../db/client.ts';
import { memberImages, members, players } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { assertKnownCountry } from '../../platform/countries/countries.ts';
import { fileUrl } from '../../platform/uploads/store-file.ts';
import { representedBy } from '../representation/represented-by.ts';
import { assertCanSeePlayer } from '../safeguarding/visible-player.ts';
import { type AlertDeps, withAlertsOnPlayerChange } from '../search/saved-search-alerts.ts';

/** The API's read shape; contact details and a minor's birth date only for the player and admins. */
export async function getPlayerDetails(db: Database, viewer: Member, playerId: number): Promise<TPlayerDetails> {
  await assertCanSeePlayer(db, viewer, playerId);
  const [row] = await db
    .select({ member: members, player: players, images: memberImages })
    .from(players)
    .innerJoin(members, eq(members.id, players.memberId))
    .leftJoin(memberImages, eq(memberImages.memberId, players.memberId))
    .where(eq(players.memberId, playerId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.playerNotFound);
  const { member, player, images } = row;
  const dob = member.dob ?? '1900-01-01';
  const underage = isUnderage(dob);
  const ownerView = viewer.id === member.id || viewer.role === 'Admin';
  const agent = await representedBy(db, member.id);
  return {
    id: member.id,
    fullName: member.fullName,
    username: member.username,
    dob: ownerView || !underage ? member.dob : null,
    age: ageFromBirthYearMonth(dob),
    country: member.country,
    currentClub: player.currentClub,
    clubCountry: player.clubCountry,
    // As the wizard was given it; the record carries it and is where it changes (decision 066).
    previousClub: player.previousClub,
    // One truth (docs/product.md#representation): while an agreement runs the player is Represented,
    // whatever they declared; when it ends, what they declared shows again.
    status: agent ? 'Represented' : player.status,
    primaryPosition: player.primaryPosition,
    secondaryPosition: player.secondaryPosition,
    height: player.heightM,
    weight: player.weightKg,
    preferredFoot: player.preferredFoot,
    playerStrength: player.playerStrength,
    profileImageUrl: fileUrl(images?.profileImageFileId),
    displayImageUrl: fileUrl(images?.displayImageFileId),
    transfermarktUrl: player.transfermarktUrl,
    youtube_channel_id: player.youtubeChannelId,
    canEditTransfermarkt: player.canEditTransfermarkt,
    isUnderage: underage,
    emailAddress: ownerView ? player.emailAddress : null,
    parentEmail: ownerView ? player.parentEmail : null,
    parentConsent: ownerView ? (player.parentConsent ?? (player.parentEmail ? 'pending' : 'none')) : null,
    isOwnerView: ownerView,
    representedBy: agent,
    ...availabilityOf(player),
  };
}

/** The stored availability columns as the API gives them (docs/product.md#availability). */
export function availabilityOf(player: {
  contractUntil: string | null;
  availability: TPlayerAvailability['availability'];
  relocationCountries: string[];
  relocationAnywhere: boolean;
}): TPlayerAvailability {
  return {
    contractUntil: yearMonthOf(player.contractUntil),
    availability: player.availability,
    relocation: player.relocationAnywhere ? RELOCATION_ANYWHERE : player.relocationCountries,
  };
}

/** The availability fields given in a save as columns; a field left out keeps its column. */
function availabilityColumns(input: TPlayerAvailabilityUpdate) {
  const { contractUntil, availability, relocation } = input;
  for (const country of Array.isArray(relocation) ? relocation : []) assertKnownCountry('relocation', country);
  return {
    ...(contractUntil === undefined ? {} : { contractUntil: contractUntil && monthStartOf(contractUntil) }),
    ...(availability === undefined ? {} : { availability }),
    ...(relocation === undefined
      ? {}
      : relocation === RELOCATION_ANYWHERE
        ? { relocationAnywhere: true, relocationCountries: [] }
        : { relocationAnywhere: false, relocationCountries: relocation }),
  };
}

/** The player's profile fields as columns: written at registration and by profile edits (the previous club only at registration). */
export function playerProfileColumns(input: TPlayerProfileUpdate) {
  return {
    emailAddress: input.emailAddress,
    currentClub: input.currentClub,
    clubCountry: input.clubCountry,
    status: input.status,
    primaryPosition: input.primaryPosition,
    secondaryPosition: input.secondaryPosition,
    preferredFoot: input.preferredFoot,
    heightM: input.height,
    weightKg: input.weight,
    playerStrength: input.playerStrength,
  };
}

/**
 * The profile edit: the player's football details; the club country from the wizard's list. A
 * changed profile can newly match saved searches: their alerts are queued in the edit's
 * transaction (decisions 018 and 072), and run after the answer.
 */
export async function updatePlayerProfile(
  deps: AlertDeps,
  viewer: Member,
  playerId: number,
  input: TPlayerProfileUpdate,
): Promise<TPlayerDetails> {
  assertKnownCountry('clubCountry', input.clubCountry);
  const columns = { ...playerProfileColumns(input), ...availabilityColumns(input) };
  await withAlertsOnPlayerChange(deps, playerId, async (tx) => {
    const updated = await updatePlayers(tx, playerId, columns);
    if (updated.length === 0) throw new AppError('NOT_FOUND', MESSAGES.playerNotFound);
  });
  return getPlayerDetails(deps.db, viewer, playerId);
}
