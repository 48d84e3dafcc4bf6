import { type TSyncYoutubeResponse, ZSyncYoutubeResponse } from '@scouting/contract/schemas/videos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { videosKeys } from './query-keys.ts';

type SyncInput = { playerId: number; channelIdOrUsername?: string };

/** POST /api/sync-youtube/{playerId}: a pasted link connects it; without one the stored channel is re-read. */
export function syncYoutube({ playerId, channelIdOrUsername }: SyncInput): Promise<TSyncYoutubeResponse> {
  return apiRequest(`/api/sync-youtube/${playerId}`, {
    method: 'POST',
    body: channelIdOrUsername ? { channelIdOrUsername } : {},
    schema: ZSyncYoutubeResponse,
  });
}

/** `onSynced` runs even when the form that started the sync is gone (the overlay closes as videos arrive). */
export function useSyncYoutube(onSynced?: (answer: TSyncYoutubeResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncYoutube,
    onSuccess: (answer) => {
      onSynced?.(answer);
      return queryClient.invalidateQueries({ queryKey: videosKeys.all });
    },
  });
}
