import { ZNotificationEvent } from '@scouting/contract/schemas/live-updates';
import type { TNotificationList } from '@scouting/contract/schemas/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { BELL_LIMIT } from '../api/get-notifications.ts';
import { notificationsKeys } from '../api/query-keys.ts';

/**
 * What a live `notification` event does (decision 017): the bell shows it and the new unread count
 * at once (so the chime rule of docs/product.md#notifications applies as to a poll), and the notifications page refetches.
 */
export function useLiveNotificationHandler(memberId: number): (data: unknown) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (data: unknown) => {
      const event = ZNotificationEvent.safeParse(data);
      if (!event.success) return;
      const { notification, unreadCount } = event.data;
      const latestKey = notificationsKeys.latest(memberId);
      // A poll answered before the event would bring the old list back (and the chime again).
      void queryClient.cancelQueries({ queryKey: latestKey }).then(() => {
        queryClient.setQueryData<TNotificationList>(latestKey, (old) =>
          old
            ? {
                ...old,
                unreadCount,
                notifications: [notification, ...old.notifications.filter((n) => n.id !== notification.id)].slice(
                  0,
                  BELL_LIMIT,
                ),
              }
            : old,
        );
        return queryClient.invalidateQueries({ queryKey: notificationsKeys.pages(memberId) });
      });
    },
    [queryClient, memberId],
  );
}
