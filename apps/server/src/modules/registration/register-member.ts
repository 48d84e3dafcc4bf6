import { MESSAGES } from '@scouting/contract/messages';
import type { TRegisterRequest } from '@scouting/contract/schemas/registration';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { agents, clubs, members, players, scouts } from '../../db/schema/index.ts';
import { isUniqueViolation, uniqueViolationConstraint } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import { isKnownCountry } from '../../platform/countries/countries.ts';
import { carryPreviousClub } from '../career/previous-club.ts';
import { notifyWelcome } from '../notifications/welcome.ts';
import { clubProfileColumns } from '../profiles/club-details.ts';
import { playerProfileColumns } from '../profiles/player-details.ts';
import { alertOnNewPlayer } from '../search/saved-search-alerts.ts';

export async function isUsernameFree(db: Database, username: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.username})`, username.toLowerCase()))
    .limit(1);
  return !taken;
}

/**
 * Creates the member of a verified account, its role row and its welcome notification in one
 * transaction; a player's registration also queues the saved-search alerts in it (decisions 018
 * and 072), so the player and their alerts are written together or not at all. The demo seed and
 * the bench pass `savedSearchAlerts: false`: their players are not news to anyone.
 */
export async function registerMember(
  db: Database,
  authUserId: string,
  input: TRegisterRequest,
  options: { savedSearchAlerts?: boolean } = {},
): Promise<number> {
  assertKnownCountries(input);
  if (!(await isUsernameFree(db, input.username))) {
    throw new AppError('CONFLICT', MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
  }
  try {
    return await db.transaction(async (tx) => {
      const [member] = await tx
        .insert(members)
        .values({
          authUserId,
          role: input.role,
          fullName: input.fullName,
          username: input.username,
          dob: input.dob,
          country: input.country,
        })
        .returning({ id: members.id });
      if (!member) throw new Error('member insert returned no row');
      await insertRoleRow(tx, member.id, input);
      await notifyWelcome(tx, member.id, input.fullName);
      if (input.role === 'Player' && options.savedSearchAlerts !== false) await alertOnNewPlayer(tx, member.id);
      return member.id;
    });
  } catch (error) {
    throw uniqueViolationToConflict(error);
  }
}

async function insertRoleRow(tx: Transaction, memberId: number, input: TRegisterRequest): Promise<void> {
  switch (input.role) {
    case 'Agent':
      await tx.insert(agents).values({
        memberId,
        agencyName: input.agencyName,
        agencyWebsite: input.agencyWebsite,
        countryOfOperation: input.countryOfOperation,
        yearsOfExperience: input.yearsOfExperience,
        contactEmail: input.contactEmail,
      });
      return;
    case 'Scout':
      await tx.insert(scouts).values({
        memberId,
        contactEmail: input.contactEmail,
        countryOfOperation: input.countryOfOperation,
        currentEmployer: input.currentEmployer,
        scoutingExperience: input.scoutingExperience,
        website: input.website,
      });
      return;
    case 'Club':
      await tx.insert(clubs).values({ memberId, ...clubProfileColumns(input) });
      return;
    case 'Player':
      // The wizard's previous club is written once, as typed, and carried into the record at once:
      // from here on the record is where the player shows and edits it (decision 066).
      await tx.insert(players).values({ memberId, ...playerProfileColumns(input), previousClub: input.previousClub });
      await carryPreviousClub(tx, memberId, input.previousClub);
      return;
    case 'Parent':
      // A parent has no profile of their own; their children come through guardian links (docs/product.md#parents).
      return;
  }
}

function assertKnownCountries(input: TRegisterRequest): void {
  const fields: Record<string, string> = {};
  const check = (field: string, value: string) => {
    if (!isKnownCountry(value)) fields[field] = MESSAGES.unknownCountry;
  };
  check('country', input.country);
  if (input.role === 'Agent' || input.role === 'Scout') check('countryOfOperation', input.countryOfOperation);
  if (input.role === 'Club' || input.role === 'Player') check('clubCountry', input.clubCountry);
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_ERROR', MESSAGES.unknownCountry, fields);
}

/** Two requests can race past the pre-checks; the unique indexes have the last word. */
function uniqueViolationToConflict(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  if (uniqueViolationConstraint(error)?.includes('username')) {
    return new AppError('CONFLICT', MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
  }
  return new AppError('CONFLICT', MESSAGES.alreadyRegistered);
}
