import { type TPlayerVideos, ZUpdateVideoResponse, ZVideoOrderResponse } from '@scouting/contract/schemas/videos';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { videosKeys } from './query-keys.ts';

/** PUT /api/videos/{id} (decision 034): the owner hides or shows one of their videos. */
export function setVideoHidden(input: { videoId: number; hidden: boolean }) {
  return apiRequest(`/api/videos/${input.videoId}`, {
    method: 'PUT',
    body: { hidden: input.hidden },
    schema: ZUpdateVideoResponse,
  });
}

/** PUT /api/player-videos/{playerId}/order: every shown video, in the order wanted. */
export function orderPlayerVideos(input: { playerId: number; videoIds: number[] }) {
  return apiRequest(`/api/player-videos/${input.playerId}/order`, {
    method: 'PUT',
    body: { videoIds: input.videoIds },
    schema: ZVideoOrderResponse,
  });
}

/**
 * The owner's list changes at once (a press moves the card under the keyboard's focus), and goes
 * back to what it was if the server refused; either way it is read again afterwards.
 */
function optimistic<Input>(
  queryClient: QueryClient,
  playerId: number,
  change: (list: TPlayerVideos, input: Input) => TPlayerVideos,
) {
  const key = videosKeys.player(playerId);
  return {
    onMutate: async (input: Input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TPlayerVideos>(key);
      if (before) queryClient.setQueryData(key, change(before, input));
      return { before };
    },
    onError: (_error: unknown, _input: Input, context: { before: TPlayerVideos | undefined } | undefined) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    // The pool and the average change with what is shown.
    onSettled: () => queryClient.invalidateQueries({ queryKey: videosKeys.all }),
  };
}

export function useSetVideoHidden(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVideoHidden,
    ...optimistic<{ videoId: number; hidden: boolean }>(queryClient, playerId, (list, { videoId, hidden }) => ({
      ...list,
      videos: list.videos.map((video) => (video.id === videoId ? { ...video, hidden } : video)),
    })),
  });
}

export function useOrderPlayerVideos(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderPlayerVideos,
    ...optimistic<{ playerId: number; videoIds: number[] }>(queryClient, playerId, (list, { videoIds }) => {
      const place = new Map(videoIds.map((id, index) => [id, index]));
      // As the server lists them: the shown ones in the order given, then the hidden ones.
      const reordered = [
        ...list.videos
          .filter((video) => place.has(video.id))
          .sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0)),
        ...list.videos.filter((video) => !place.has(video.id)),
      ];
      return { ...list, videos: reordered };
    }),
  });
}
