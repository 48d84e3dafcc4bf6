import { ZRateVideoResponse } from '@scouting/contract/schemas/videos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { videosKeys } from './query-keys.ts';

type RateInput = { videoId: number; viewerId: number; rating: number };

/** POST /api/rate-video: rating again replaces the viewer's rating. */
export function rateVideo(input: RateInput) {
  return apiRequest('/api/rate-video', { method: 'POST', body: input, schema: ZRateVideoResponse });
}

export function useRateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videosKeys.all }),
  });
}
