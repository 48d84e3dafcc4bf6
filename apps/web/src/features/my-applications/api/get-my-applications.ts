import type { TApplicationStatus } from '@scouting/contract/application-status';
import { type TApplicationPage, ZApplicationPage } from '@scouting/contract/schemas/applications';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { myApplicationsKeys } from './query-keys.ts';

const PAGE_LIMIT = 20;

/** GET /api/my-applications: the calling player's applications, newest first, optionally of one status. */
export function getMyApplications(
  status: TApplicationStatus | null,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TApplicationPage> {
  return apiRequest(pagePath('/api/my-applications', PAGE_LIMIT, cursor, { status }), {
    schema: ZApplicationPage,
    signal,
  });
}

export function myApplicationsQueryOptions(status: TApplicationStatus | null) {
  return infiniteQueryOptions({
    queryKey: myApplicationsKeys.list(status),
    queryFn: ({ pageParam, signal }) => getMyApplications(status, pageParam, signal),
    ...cursorPaging,
  });
}
