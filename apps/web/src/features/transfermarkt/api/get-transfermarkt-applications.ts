import { ZTransfermarktApplicationPage } from '@scouting/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';

export const APPLICATIONS_PAGE_LIMIT = 10;

export const applicationsKey = ['transfermarkt-applications'] as const;

/** GET /api/transfermarkt-applications (admins): newest first, with club history; "Load more" follows the cursor. */
export function applicationPagesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: applicationsKey,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(pagePath('/api/transfermarkt-applications', APPLICATIONS_PAGE_LIMIT, pageParam), {
        schema: ZTransfermarktApplicationPage,
        signal,
      }),
    ...cursorPaging,
  });
}
