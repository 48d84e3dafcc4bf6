import { type TVideoMomentRequest, ZDeleteVideoMomentResponse } from '@scouting/contract/schemas/video-moments';
import { ZVideoMoment } from '@scouting/contract/schemas/videos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { videosKeys } from './query-keys.ts';

/** POST /api/videos/{id}/moments: the owner marks a moment of their video. */
export function addVideoMoment(input: { videoId: number; moment: TVideoMomentRequest }) {
  return apiRequest(`/api/videos/${input.videoId}/moments`, {
    method: 'POST',
    body: input.moment,
    schema: ZVideoMoment,
  });
}

/** DELETE /api/videos/{id}/moments/{momentId}. */
export function deleteVideoMoment(input: { videoId: number; momentId: number }) {
  return apiRequest(`/api/videos/${input.videoId}/moments/${input.momentId}`, {
    method: 'DELETE',
    schema: ZDeleteVideoMomentResponse,
  });
}

/** The profile's list carries the moments (its chapters): it is read again after each change. */
export function useAddVideoMoment(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVideoMoment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videosKeys.player(playerId) }),
  });
}

export function useDeleteVideoMoment(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideoMoment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: videosKeys.player(playerId) }),
  });
}
