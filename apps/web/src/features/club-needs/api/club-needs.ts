import type { TClubNeedDealType } from '@scouting/contract/club-needs';
import {
  type TClubNeedList,
  type TClubNeedRequest,
  ZClubNeed,
  ZClubNeedList,
} from '@scouting/contract/schemas/club-needs';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';

const PAGE_LIMIT = 20;

export type NeedFilters = { position: string | null; dealType: TClubNeedDealType | null };

export const clubNeedKeys = {
  all: () => ['club-needs'] as const,
  list: (filters: NeedFilters) => ['club-needs', filters] as const,
};

/** GET /api/club-needs: an agent's open requirements (with their matching players), a club's own. */
export function getClubNeeds(
  filters: NeedFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TClubNeedList> {
  const query: Record<string, string | undefined> = {
    position: filters.position ?? undefined,
    dealType: filters.dealType ?? undefined,
  };
  return apiRequest(pagePath('/api/club-needs', PAGE_LIMIT, cursor, query), { schema: ZClubNeedList, signal });
}

export function clubNeedsQueryOptions(filters: NeedFilters) {
  return infiniteQueryOptions({
    queryKey: clubNeedKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getClubNeeds(filters, pageParam, signal),
    ...cursorPaging,
  });
}

/** POST /api/club-needs, or PUT /api/club-needs/{id} with an id. */
export function useSaveClubNeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, need }: { id?: number; need: TClubNeedRequest }) =>
      apiRequest(id ? `/api/club-needs/${id}` : '/api/club-needs', {
        method: id ? 'PUT' : 'POST',
        body: need,
        schema: ZClubNeed,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clubNeedKeys.all() }),
  });
}

/** POST /api/club-needs/{id}/close. */
export function useCloseClubNeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/club-needs/${id}/close`, { method: 'POST', body: { reason: null }, schema: ZClubNeed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clubNeedKeys.all() }),
  });
}
