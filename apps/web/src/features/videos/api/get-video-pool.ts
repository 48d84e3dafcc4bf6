import { type TVideoPool, ZVideoPool } from '@scouting/contract/schemas/videos';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { videosKeys } from './query-keys.ts';

/** The filters as the form holds them (docs/product.md#dashboards), each optional (checked again by the server). */
export type PoolFilters = {
  ageRange?: string | undefined;
  generalPosition?: string | undefined;
  primaryPosition?: string | undefined;
  country?: string | undefined;
  status?: string | undefined;
  minRating?: number | undefined;
  contractEndsBefore?: string | undefined;
  availability?: string | undefined;
  relocatesTo?: string | undefined;
};

const PAGE_SIZE = 12;

/** GET /api/video-pool with the pool's filters; empty filters are left out. */
export function getVideoPool(filters: PoolFilters, cursor: string | null, signal?: AbortSignal): Promise<TVideoPool> {
  return apiRequest(pagePath('/api/video-pool', PAGE_SIZE, cursor, filters), { schema: ZVideoPool, signal });
}

export function useVideoPool(filters: PoolFilters) {
  return useInfiniteQuery({
    queryKey: videosKeys.pool(filters),
    queryFn: ({ pageParam, signal }) => getVideoPool(filters, pageParam, signal),
    ...cursorPaging,
    placeholderData: keepPreviousData,
  });
}
