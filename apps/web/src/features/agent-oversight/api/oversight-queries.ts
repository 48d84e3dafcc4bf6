import {
  ZAgentAnalytics,
  ZAgentConversationList,
  ZAgentConversationMessages,
  ZAgentPostList,
  ZAgentProfileViews,
} from '@scouting/contract/schemas/agent-oversight';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { oversightKeys } from './query-keys.ts';

const PAGE_LIMIT = 20;

/** GET /api/admin/agent-posts: every agent's post, newest first, with its applicant count. */
export function agentPostsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: oversightKeys.posts(),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(pagePath('/api/admin/agent-posts', PAGE_LIMIT, pageParam), { schema: ZAgentPostList, signal }),
    ...cursorPaging,
  });
}

/** GET /api/admin/agent-conversations: agents with players, those with a minor first. */
export function agentConversationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: oversightKeys.conversations(),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(pagePath('/api/admin/agent-conversations', PAGE_LIMIT, pageParam), {
        schema: ZAgentConversationList,
        signal,
      }),
    ...cursorPaging,
  });
}

/**
 * GET /api/admin/agent-conversations/{id}/messages: the server puts the opening on the audit log,
 * so the page is not read again behind the admin's back (no refetch on focus).
 */
export function agentConversationQueryOptions(id: number) {
  return infiniteQueryOptions({
    queryKey: oversightKeys.conversation(id),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(pagePath(`/api/admin/agent-conversations/${id}/messages`, 50, pageParam), {
        schema: ZAgentConversationMessages,
        signal,
      }),
    refetchOnWindowFocus: false,
    ...cursorPaging,
  });
}

/** GET /api/admin/agent-analytics?weeks=N. */
export function agentAnalyticsQueryOptions(weeks: number) {
  return queryOptions({
    queryKey: oversightKeys.analytics(weeks),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/agent-analytics?weeks=${weeks}`, { schema: ZAgentAnalytics, signal }),
  });
}

/** GET /api/admin/agent-profile-views?days=N: most viewed agents first. */
export function agentProfileViewsQueryOptions(days: number) {
  return infiniteQueryOptions({
    queryKey: oversightKeys.profileViews(days),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(pagePath('/api/admin/agent-profile-views', PAGE_LIMIT, pageParam, { days }), {
        schema: ZAgentProfileViews,
        signal,
      }),
    ...cursorPaging,
  });
}
