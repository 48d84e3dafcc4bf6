import { ADULT_AGE } from '@scouting/contract/constants';
import { MESSAGES } from '@scouting/contract/messages';
import { canSeeMinors, canSeePlayer } from '@scouting/contract/safeguarding';
import { and, eq, gte, isNull, lt, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import { loadMember, type Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { members, players } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/**
 * 404 with the missing-player message unless the viewer may see this player: a hidden minor
 * (docs/product.md#who-may-see-whom), a suspended member or a profile an admin hid (docs/product.md#reports-and-suspension) answers exactly like a member
 * who does not exist, so a probe learns nothing. The player themself and admins still see it. A
 * caller reaching the player through something else (an application) names that in the 404.
 * Answers the player, for the rules that depend on who they are (a minor is told less, decision 032).
 */
export async function assertCanSeePlayer(
  db: DbOrTx,
  viewer: Member,
  playerId: number,
  notFoundMessage: string = MESSAGES.playerNotFound,
): Promise<Member> {
  const subject = await loadMember(db, playerId);
  if (subject?.role !== 'Player' || !canSeeMember(viewer, subject)) {
    throw new AppError('NOT_FOUND', notFoundMessage);
  }
  return subject;
}

/** Suspended or hidden: gone for everyone but the member and admins. */
export function isRemovedFor(viewer: Member, subject: Member): boolean {
  if (viewer.role === 'Admin' || viewer.id === subject.id) return false;
  return subject.suspended || subject.profileHidden;
}

/**
 * Whether the viewer may see this member at all: not suspended or hidden (isRemovedFor), and for a
 * player, canSeePlayer (a minor only to admins and, once a parent confirmed, verified agents). What
 * shows a member (their pictures too) follows it; the member themself and admins always see them.
 */
export function canSeeMember(viewer: Member, subject: Member): boolean {
  if (isRemovedFor(viewer, subject)) return false;
  return subject.role !== 'Player' || canSeePlayer(viewer, subject);
}

/** The first day of the month 18 years ago: a player born on or after it is a minor (docs/product.md#minors, by year and month). */
export function minorDobFrom(today: Date = new Date()): string {
  return new Date(Date.UTC(today.getUTCFullYear() - ADULT_AGE, today.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/** The columns visiblePlayersCondition reads: members and players by default, or copies of them. */
export type VisiblePlayerColumns = { id: SQLWrapper; dob: SQLWrapper; parentConsent: SQLWrapper };

const memberAndPlayerColumns: VisiblePlayerColumns = {
  id: members.id,
  dob: members.dob,
  parentConsent: players.parentConsent,
};

/**
 * The SQL form of canSeePlayer for lists joined on members and players: adults for everyone;
 * minors only for admins, and for verified agents once a parent confirmed. It is a range condition
 * on the date of birth, so an index on it serves it. The video pool passes the copies it keeps on
 * videos (decision 016). Undefined: no condition.
 */
export function visiblePlayersCondition(
  viewer: Member,
  today: Date = new Date(),
  columns: VisiblePlayerColumns = memberAndPlayerColumns,
): SQL | undefined {
  if (viewer.role === 'Admin') return undefined;
  const minorFrom = minorDobFrom(today);
  // A player without a birth date counts as an adult, as in toMember.
  const adult = or(isNull(columns.dob), lt(columns.dob, minorFrom), eq(columns.id, viewer.id));
  if (canSeeMinors(viewer)) {
    return or(adult, and(gte(columns.dob, minorFrom), eq(columns.parentConsent, 'confirmed')));
  }
  return adult;
}
