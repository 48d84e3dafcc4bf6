import { ageFromBirthYearMonth } from '@scouting/contract/age';
import { yearMonthOf } from '@scouting/contract/availability';
import {
  searchCursor,
  type TSearchCountResponse,
  type TSearchFilters,
  type TSearchPlayersResponse,
  type ZSearchPlayersQuery,
} from '@scouting/contract/schemas/search';
import { effectiveSort, SEARCH_COUNT_CAP } from '@scouting/contract/search';
import type { z } from 'zod';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { fileUrl } from '../../platform/uploads/store-file.ts';
import { cursorOfRow, playerSearchCount, playerSearchQuery, withSearchSettings } from './player-search-query.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** GET /api/search/players: one page of players the viewer may see, 20 by default. */
export async function searchPlayers(
  db: Database,
  viewer: Member,
  query: z.output<typeof ZSearchPlayersQuery>,
  today: Date = new Date(),
): Promise<TSearchPlayersResponse> {
  const { cursor, limit, offset: _offset, before: _before, ...filters } = query;
  const rows = await withSearchSettings(db, (tx) =>
    playerSearchQuery(tx, viewer, filters, { limit, cursor }, { today }),
  );
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  const sort = effectiveSort(filters);
  return {
    players: pageRows.map((row) => ({
      id: row.id,
      fullName: row.fullName,
      username: row.username,
      age: row.dob ? ageFromBirthYearMonth(row.dob, today) : null,
      primaryPosition: row.primaryPosition,
      secondaryPosition: row.secondaryPosition,
      country: row.country,
      currentClub: row.currentClub,
      status: row.status,
      averageRating: round2(row.averageRating),
      videoCount: row.videoCount,
      profileImageUrl: fileUrl(row.profileImageFileId),
      contractUntil: yearMonthOf(row.contractUntil),
      availability: row.availability,
    })),
    nextCursor: rows.length > limit && last ? searchCursor.encode(cursorOfRow(sort, last)) : null,
  };
}

/** GET /api/search/players/count: how many the search would list, counted up to SEARCH_COUNT_CAP. */
export async function countSearchPlayers(
  db: Database,
  viewer: Member,
  filters: TSearchFilters,
  today: Date = new Date(),
): Promise<TSearchCountResponse> {
  const count = await withSearchSettings(db, (tx) => playerSearchCount(tx, viewer, filters, SEARCH_COUNT_CAP, today));
  return { count: Math.min(count, SEARCH_COUNT_CAP), more: count > SEARCH_COUNT_CAP };
}
