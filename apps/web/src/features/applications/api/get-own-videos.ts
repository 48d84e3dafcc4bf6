import { type TPlayerVideos, ZPlayerVideos } from '@scouting/contract/schemas/videos';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { applicationsKeys } from './query-keys.ts';

/**
 * The applicant's own videos that posters can see (not hidden, ready to play): the clips the
 * apply form offers to put first (decision 068), in the profile's order.
 */
export function ownShownVideosQueryOptions(playerId: number) {
  return queryOptions({
    queryKey: applicationsKeys.ownVideos(playerId),
    queryFn: ({ signal }) => apiRequest(`/api/player-videos/${playerId}?limit=100`, { schema: ZPlayerVideos, signal }),
    select: (data: TPlayerVideos) => data.videos.filter((video) => !video.hidden && video.status === 'Ready'),
  });
}
