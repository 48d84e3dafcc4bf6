import type { TApplicationStatus } from '@scouting/contract/application-status';
import { type TApplicationPage, ZApplicationPage } from '@scouting/contract/schemas/applications';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { adminApplicationsKeys } from './query-keys.ts';

const PAGE_LIMIT = 20;

/** GET /api/applications?source=Agent (an admin): every application to an agent's post, newest first. */
export function getApplicationsToAgents(
  status: TApplicationStatus | null,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TApplicationPage> {
  return apiRequest(pagePath('/api/applications', PAGE_LIMIT, cursor, { source: 'Agent', status }), {
    schema: ZApplicationPage,
    signal,
  });
}

export function applicationsToAgentsQueryOptions(status: TApplicationStatus | null) {
  return infiniteQueryOptions({
    queryKey: adminApplicationsKeys.toAgents(status),
    queryFn: ({ pageParam, signal }) => getApplicationsToAgents(status, pageParam, signal),
    ...cursorPaging,
  });
}
