import { OPPORTUNITY_NUMBER_OFFSET } from './constants.ts';
import { messageIds } from './message-ids.ts';
import type { TRole } from './roles.ts';

/**
 * Shortlists (decision 019): named lists of players that an agent, scout or club keeps for
 * themselves, with a private note per player. A list is private to its owner; the player on it is
 * never told.
 */

/** Who keeps shortlists. Admins moderate reports, not scouting lists; players have favourites instead. */
export const SHORTLIST_OWNER_ROLES = ['Agent', 'Scout', 'Club'] as const satisfies readonly TRole[];

export function keepsShortlists(role: TRole | undefined): boolean {
  return (SHORTLIST_OWNER_ROLES as readonly string[]).includes(role ?? '');
}

export const SHORTLIST_LIMITS = {
  nameMax: 60,
  noteMax: 1000,
  /** Lists per owner: "my lists" is one unpaged answer and one menu, so it stays short. */
  listsMax: 50,
  /** Latest saved players for the dashboard card. */
  latestDefault: 5,
  latestMax: 20,
  /** Players per GET /api/shortlists/holding: a page of the video pool or of search results fits in one. */
  holdingMax: 50,
} as const;

/**
 * The name of the list the star on an application fills (decision 070): the post's number, which
 * no other post has, and the start of its text, so the owner recognises it among their lists.
 */
export function postShortlistName(opportunityId: number, description: string): string {
  const head = `${OPPORTUNITY_NUMBER_OFFSET + opportunityId} · `;
  const text = description.replace(/\s+/g, ' ').trim();
  const room = SHORTLIST_LIMITS.nameMax - head.length;
  return head + (text.length > room ? `${text.slice(0, room - 1).trimEnd()}…` : text);
}

export const SHORTLIST_MESSAGES = messageIds('SHORTLIST_MESSAGES', [
  'nameRequired',
  'nameTooLong',
  'nameTaken',
  'noteTooLong',
  'tooManyLists',
  'listNotFound',
  'alreadyOnList',
  'notOnList',
  'orderMismatch',
  'listDeleted',
  'playerRemoved',
  'noLists',
  'noPlayers',
  'noSavedPlayers',
  'loadFailed',
  'playerIdsInvalid',
]);
