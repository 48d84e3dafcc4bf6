import {
  type TFavouritePage,
  type TFavouriteResponse,
  ZFavouritePage,
  ZFavouriteResponse,
} from '@scouting/contract/schemas/favourites';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { opportunitiesKeys } from './query-keys.ts';

const FAVOURITES_PAGE = 5;

/** GET /api/favourite-opportunities: the player's saved posts, newest saved first. */
export function favouritesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: opportunitiesKeys.favourites(),
    queryFn: ({ pageParam, signal }): Promise<TFavouritePage> =>
      apiRequest(pagePath('/api/favourite-opportunities', FAVOURITES_PAGE, pageParam), {
        schema: ZFavouritePage,
        signal,
      }),
    ...cursorPaging,
  });
}

/** POST or DELETE /api/opportunities/{id}/favourite (decision 019), then the lists and the card agree again. */
export function setFavourite({ opportunityId, favourite }: { opportunityId: number; favourite: boolean }) {
  return apiRequest<TFavouriteResponse>(`/api/opportunities/${opportunityId}/favourite`, {
    method: favourite ? 'POST' : 'DELETE',
    schema: ZFavouriteResponse,
  });
}

export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavourite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: opportunitiesKeys.all }),
  });
}
