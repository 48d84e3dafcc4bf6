import { ZNotificationEvent } from '@scouting/contract/schemas/live-updates';
import type { TNotification } from '@scouting/contract/schemas/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { myApplicationsKeys } from '../api/query-keys.ts';

/** The notifications a poster's answer sends the player (docs/product.md#applications). */
const ANSWER_TYPES: ReadonlySet<TNotification['type']> = new Set(['application_status_changed', 'trial_invitation']);

/**
 * What a live `notification` event does to the player's applications (decision 017): an answer
 * from a poster refreshes /my-applications (only when a page shows it; otherwise on next visit).
 */
export function useLiveMyApplicationsHandler(): (data: unknown) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (data: unknown) => {
      const event = ZNotificationEvent.safeParse(data);
      if (!event.success || !ANSWER_TYPES.has(event.data.notification.type)) return;
      void queryClient.invalidateQueries({ queryKey: myApplicationsKeys.all });
    },
    [queryClient],
  );
}

/**
 * The stream opened: an answer sent before it listened (while the page loaded, or during a
 * reconnection) reached the bell's poll but not this list, which only events refresh.
 */
export function useMyApplicationsResync(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: myApplicationsKeys.all }), [queryClient]);
}
