import type { TQueueState } from '@scouting/contract/schemas/admin';
import { ZTransfermarktApplicationPage } from '@scouting/contract/schemas/transfermarkt';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { transfermarktKeys } from './query-keys.ts';

export const APPLICATIONS_PAGE_LIMIT = 10;

/**
 * GET /api/transfermarkt-applications (admins), with club history: submitted ones oldest first, or
 * decided ones newest first (docs/product.md#admin-pages); "Load more" follows the cursor.
 */
export function applicationPagesQueryOptions(state: TQueueState) {
  return infiniteQueryOptions({
    queryKey: transfermarktKeys.list(state),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(pagePath('/api/transfermarkt-applications', APPLICATIONS_PAGE_LIMIT, pageParam, { state }), {
        schema: ZTransfermarktApplicationPage,
        signal,
      }),
    ...cursorPaging,
  });
}
