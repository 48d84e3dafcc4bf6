import { type TVideoPool, ZVideoPool } from '@scouting/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { videosKeys } from './query-keys.ts';

/** The filters as the form holds them: values of SPEC §9, each optional (checked again by the server). */
export type PoolFilters = {
  ageRange?: string | undefined;
  generalPosition?: string | undefined;
  primaryPosition?: string | undefined;
  country?: string | undefined;
  status?: string | undefined;
  minRating?: number | undefined;
};

const PAGE_SIZE = 12;

/** GET /api/video-pool with the SPEC §7 filters; empty filters are left out. */
export function getVideoPool(filters: PoolFilters, offset: number, signal?: AbortSignal): Promise<TVideoPool> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(offset) });
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  return apiRequest(`/api/video-pool?${query}`, { schema: ZVideoPool, signal });
}

export function useVideoPool(filters: PoolFilters) {
  return useInfiniteQuery({
    queryKey: videosKeys.pool(filters),
    queryFn: ({ pageParam, signal }) => getVideoPool(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    placeholderData: keepPreviousData,
  });
}
