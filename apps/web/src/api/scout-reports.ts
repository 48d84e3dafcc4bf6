import type { TSpecificPosition } from '@scouting/contract/constants';
import { type TScoutReportPage, ZScoutReportPage } from '@scouting/contract/schemas/scout-reports';
import type { TScoutReportVerdict } from '@scouting/contract/scout-reports';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { cursorPaging, pagePath } from './paging.ts';

/**
 * The caller's scouting reports: /scout-reports lists them, a player's profile shows those about
 * one player. Every write refreshes `all`, and the shortlists, whose entries carry the latest verdict.
 */
export const scoutReportKeys = {
  all: ['scout-reports'] as const,
  list: (filters: ScoutReportFilters) => [...scoutReportKeys.all, 'list', filters] as const,
  forPlayer: (playerId: number, limit: number) => [...scoutReportKeys.all, 'player', playerId, limit] as const,
  one: (id: number) => [...scoutReportKeys.all, 'one', id] as const,
};

export type ScoutReportFilters = {
  verdict?: TScoutReportVerdict | undefined;
  position?: TSpecificPosition | undefined;
};

const PAGE_LIMIT = 20;

export function getScoutReports(
  filters: ScoutReportFilters & { playerId?: number },
  limit: number,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TScoutReportPage> {
  return apiRequest(pagePath('/api/scout-reports', limit, cursor, filters), { schema: ZScoutReportPage, signal });
}

/** GET /api/scout-reports with the page's filters, newest first. */
export function scoutReportsQueryOptions(filters: ScoutReportFilters) {
  return infiniteQueryOptions({
    queryKey: scoutReportKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getScoutReports(filters, PAGE_LIMIT, pageParam, signal),
    ...cursorPaging,
  });
}

/** The caller's latest reports about one player (the newest first: its verdict is the latest). */
export function playerScoutReportsQueryOptions(playerId: number, limit: number) {
  return queryOptions({
    queryKey: scoutReportKeys.forPlayer(playerId, limit),
    queryFn: ({ signal }) => getScoutReports({ playerId }, limit, null, signal),
  });
}
