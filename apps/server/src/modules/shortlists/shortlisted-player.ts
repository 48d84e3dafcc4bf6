import { ageFromBirthYearMonth } from '@scouting/contract/age';
import type { TShortlistedPlayer } from '@scouting/contract/schemas/shortlists';
import { and, isNull, type SQL } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import { playerCardColumns } from '../../db/player-card.ts';
import { members, players } from '../../db/schema/index.ts';
import { fileUrl } from '../../platform/uploads/store-file.ts';
import { visiblePlayersCondition } from '../safeguarding/visible-player.ts';

/** What a list shows of a saved player: their card (db/player-card.ts) and status; entriesQuery makes the joins. */
export const shortlistedPlayerColumns = { ...playerCardColumns, status: players.status };

type ShortlistedPlayerRow = {
  id: number;
  fullName: string;
  dob: string | null;
  country: string | null;
  primaryPosition: TShortlistedPlayer['primaryPosition'];
  currentClub: string;
  status: TShortlistedPlayer['status'];
  profileImageFileId: string | null;
};

export function toShortlistedPlayer(row: ShortlistedPlayerRow, today = new Date()): TShortlistedPlayer {
  return {
    id: row.id,
    fullName: row.fullName,
    age: row.dob ? ageFromBirthYearMonth(row.dob, today) : null,
    country: row.country,
    primaryPosition: row.primaryPosition,
    currentClub: row.currentClub,
    status: row.status,
    profileImageUrl: fileUrl(row.profileImageFileId),
  };
}

/**
 * A saved player stays on the list but is shown only while the owner may still see them: a minor
 * whose parent withdrew, an agent who lost verification, a suspended or hidden member all drop out
 * at read (docs/product.md#who-may-see-whom), counts included, so a list never reveals who is behind it.
 */
export function shownToOwner(owner: Member, today = new Date()): SQL | undefined {
  return and(visiblePlayersCondition(owner, today), isNull(members.suspendedAt), isNull(members.profileHiddenAt));
}
