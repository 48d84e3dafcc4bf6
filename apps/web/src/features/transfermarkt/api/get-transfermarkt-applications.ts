import { ZTransfermarktApplicationPage } from '@scouting/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { transfermarktKeys } from './query-keys.ts';

export const APPLICATIONS_PAGE_LIMIT = 10;

/** GET /api/transfermarkt-applications (admins): newest first, with club history; "Load more" follows the cursor. */
export function applicationPagesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: transfermarktKeys.applications(),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(APPLICATIONS_PAGE_LIMIT) });
      if (pageParam) query.set('before', String(pageParam));
      return apiRequest(`/api/transfermarkt-applications?${query}`, { schema: ZTransfermarktApplicationPage, signal });
    },
    initialPageParam: null as number | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
