import {
  type TDeleteVideoResponse,
  type TVideoDetail,
  ZDeleteVideoResponse,
  ZVideoDetail,
} from '@scouting/contract/schemas/video-uploads';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { type UploadProgress, uploadForm } from '../../../api/upload.ts';
import { videosKeys } from './query-keys.ts';

export type UploadVideoInput = { title: string; file: File; onProgress: UploadProgress };

/** POST /api/videos/upload (decision 034): multipart title and file; 202 with the clip Processing. */
export function uploadVideo(input: UploadVideoInput): Promise<TVideoDetail> {
  const form = new FormData();
  form.set('title', input.title);
  form.set('file', input.file);
  return uploadForm('/api/videos/upload', form, ZVideoDetail, input.onProgress);
}

export function useUploadVideo(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videosKeys.player(playerId) }),
  });
}

const videoDetailKey = (videoId: number | null) => [...videosKeys.all, 'detail', videoId] as const;

/** How often a clip still processing is asked about again. */
const PROCESSING_POLL_MS = 3000;

/**
 * GET /api/videos/{id}, asked again every few seconds while the clip is Processing; once it is
 * Ready or Failed the player's list is refreshed so the clip (or its state) shows there too.
 */
export function useVideoStatus(videoId: number | null, playerId: number) {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: videoDetailKey(videoId),
      enabled: videoId !== null,
      queryFn: async ({ signal }) => {
        const video = await apiRequest(`/api/videos/${videoId}`, { schema: ZVideoDetail, signal });
        if (video.status !== 'Processing') {
          await queryClient.invalidateQueries({ queryKey: videosKeys.player(playerId) });
        }
        return video;
      },
      refetchInterval: (query) => (query.state.data?.status === 'Processing' ? PROCESSING_POLL_MS : false),
    }),
  );
}

/** DELETE /api/videos/{id} (decision 034): the owner removes an uploaded clip for good. */
export function deleteVideo(videoId: number) {
  return apiRequest(`/api/videos/${videoId}`, { method: 'DELETE', schema: ZDeleteVideoResponse });
}

/**
 * The outcome is told through the hook's callbacks, not mutate's: the clip's card (and with it the
 * button) can leave the page before the answer arrives, and mutate's callbacks die with it.
 */
export function useDeleteVideo(outcome: {
  onSuccess: (answer: TDeleteVideoResponse) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    onSuccess: (answer, videoId) => {
      // The upload form may still be following this clip's state: it stops.
      queryClient.removeQueries({ queryKey: videoDetailKey(videoId) });
      outcome.onSuccess(answer);
    },
    onError: outcome.onError,
    // The profile, the pool and the average all lose the clip.
    onSettled: () => queryClient.invalidateQueries({ queryKey: videosKeys.all }),
  });
}
