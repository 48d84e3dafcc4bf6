import { ZNotificationEvent } from '@scouting/contract/schemas/live-updates';
import type { TNotification } from '@scouting/contract/schemas/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sharedKeys } from '../../../api/query-keys.ts';
import { representationKeys } from '../api/query-keys.ts';

/** The notifications the other side's move sends (docs/product.md#representation): an offer, an answer, an ending. */
const REPRESENTATION_TYPES: ReadonlySet<TNotification['type']> = new Set([
  'representation_offer',
  'representation_answered',
  'representation_ended',
  // Decision 061: a pitch of the player and a club's answer show on /representation.
  'pitch_made',
  'pitch_answered',
]);

/**
 * What a live `notification` event does to representation (decision 017): the other side's move
 * refreshes /representation and the player profiles that name an agent (when a page shows them).
 */
export function useLiveRepresentationHandler(): (data: unknown) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (data: unknown) => {
      const event = ZNotificationEvent.safeParse(data);
      if (!event.success || !REPRESENTATION_TYPES.has(event.data.notification.type)) return;
      void queryClient.invalidateQueries({ queryKey: representationKeys.all });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.allPlayerDetails });
    },
    [queryClient],
  );
}

/** The stream opened: a move made before it listened refreshes /representation once (see useMemberEvents). */
export function useRepresentationResync(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: representationKeys.all }), [queryClient]);
}
