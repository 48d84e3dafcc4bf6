import type { TClubNeedStatus } from '@scouting/contract/club-needs';
import {
  type TAdminClubNeedList,
  ZAdminClubNeed,
  ZAdminClubNeedList,
} from '@scouting/contract/schemas/club-need-oversight';
import { type TPitchList, ZPitchList } from '@scouting/contract/schemas/pitches';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';

const PAGE_LIMIT = 20;

/** The admins' filters on `/review-club-needs`: a status and a club, each optional. */
export type OversightFilters = { status: TClubNeedStatus | null; clubId: number | null };

export const adminClubNeedKeys = {
  all: () => ['admin-club-needs'] as const,
  list: (filters: OversightFilters) => ['admin-club-needs', 'list', filters] as const,
  pitches: (needId: number) => ['admin-club-needs', 'pitches', needId] as const,
};

/** GET /api/admin/club-needs (admins): every requirement, newest first, with its pitch counts. */
function getAdminClubNeeds(
  filters: OversightFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TAdminClubNeedList> {
  return apiRequest(
    pagePath('/api/admin/club-needs', PAGE_LIMIT, cursor, {
      status: filters.status ?? undefined,
      clubId: filters.clubId ?? undefined,
    }),
    { schema: ZAdminClubNeedList, signal },
  );
}

export function adminClubNeedsQueryOptions(filters: OversightFilters) {
  return infiniteQueryOptions({
    queryKey: adminClubNeedKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getAdminClubNeeds(filters, pageParam, signal),
    ...cursorPaging,
  });
}

/** GET /api/admin/club-needs/{id}/pitches (admins): a requirement's pitches, newest first. */
function getAdminNeedPitches(needId: number, cursor: string | null, signal?: AbortSignal): Promise<TPitchList> {
  return apiRequest(pagePath(`/api/admin/club-needs/${needId}/pitches`, PAGE_LIMIT, cursor), {
    schema: ZPitchList,
    signal,
  });
}

export function adminNeedPitchesQueryOptions(needId: number) {
  return infiniteQueryOptions({
    queryKey: adminClubNeedKeys.pitches(needId),
    queryFn: ({ pageParam, signal }) => getAdminNeedPitches(needId, pageParam, signal),
    ...cursorPaging,
  });
}

/** POST /api/admin/club-needs/{id}/close (admins): closes it with a reason the club reads. */
export function useAdminCloseClubNeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiRequest(`/api/admin/club-needs/${id}/close`, { method: 'POST', body: { reason }, schema: ZAdminClubNeed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminClubNeedKeys.all() }),
  });
}
