import type { TRole } from '@scouting/contract/roles';
import { type TAdminMemberMatches, ZAdminMemberMatches } from '@scouting/contract/schemas/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

/** The server refuses shorter text; the field waits for it rather than asking. */
export const MEMBER_SEARCH_MIN_LENGTH = 2;

/**
 * GET /api/admin/members (docs/product.md#admin-pages): a menu's worth of members whose
 * name or username contains the text, of one role when asked. Shared: every admin list filtered by
 * a member picks them with it.
 */
export function adminMemberSearchQueryOptions(text: string, role: TRole | undefined) {
  const q = text.trim();
  return queryOptions({
    queryKey: ['admin', 'member-search', role ?? 'any', q] as const,
    queryFn: ({ signal }): Promise<TAdminMemberMatches> =>
      apiRequest(`/api/admin/members?${new URLSearchParams({ q, ...(role ? { role } : {}) })}`, {
        schema: ZAdminMemberMatches,
        signal,
      }),
    enabled: q.length >= MEMBER_SEARCH_MIN_LENGTH,
    // The menu keeps the last answer while the next is on its way, rather than flickering empty.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
