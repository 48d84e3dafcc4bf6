import { ZTransfermarktApplicationPage } from '@scouting/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { transfermarktKeys } from './query-keys.ts';

export const APPLICATIONS_PAGE_LIMIT = 10;

/** GET /api/transfermarkt-applications (admins): newest first, with club history; "Load more" follows the cursor. */
export function applicationPagesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: transfermarktKeys.applications(),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(pagePath('/api/transfermarkt-applications', APPLICATIONS_PAGE_LIMIT, pageParam), {
        schema: ZTransfermarktApplicationPage,
        signal,
      }),
    ...cursorPaging,
  });
}
