import {
  type TSearchPlayersResponse,
  ZSearchCountResponse,
  ZSearchPlayersResponse,
} from '@scouting/contract/schemas/search';
import { SEARCH_PAGE_SIZE, searchParamsOf } from '@scouting/contract/search';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import type { SearchParamsRecord } from '../hooks/use-search-filters.ts';
import { searchKeys } from './query-keys.ts';

/** GET /api/search/players with the page's URL parameters as they are; the server validates them. */
export function searchPlayers(
  params: SearchParamsRecord,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TSearchPlayersResponse> {
  return apiRequest(pagePath('/api/search/players', SEARCH_PAGE_SIZE, cursor, params), {
    schema: ZSearchPlayersResponse,
    signal,
  });
}

export function useSearchPlayers(params: SearchParamsRecord) {
  return useInfiniteQuery({
    queryKey: searchKeys.players(params),
    queryFn: ({ pageParam, signal }) => searchPlayers(params, pageParam, signal),
    ...cursorPaging,
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/search/players/count for filters being chosen (the phone's 'Show N players'). The
 * previous count stays on the button while the next one loads; a refused filter shows no count.
 */
export function useSearchCount(params: SearchParamsRecord, enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.count(params),
    queryFn: ({ signal }) =>
      apiRequest(`/api/search/players/count?${searchParamsOf(params)}`, { schema: ZSearchCountResponse, signal }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
