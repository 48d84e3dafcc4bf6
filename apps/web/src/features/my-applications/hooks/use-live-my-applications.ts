import { type TNotification, ZNotificationEvent } from '@scouting/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { myApplicationsKeys } from '../api/query-keys.ts';

/** The notifications a poster's answer sends the player (issue 26). */
const ANSWER_TYPES: ReadonlySet<TNotification['type']> = new Set(['application_status_changed', 'trial_invitation']);

/**
 * What a live `notification` event does to the player's applications (issue 17 §2): an answer
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
