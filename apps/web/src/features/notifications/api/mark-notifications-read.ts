import { type TNotificationList, ZMarkReadResponse } from '@scouting/contract/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { notificationsKeys } from './query-keys.ts';

/** PUT /api/notifications/{memberId}/read (no body): every notification of the member becomes read. */
export function markNotificationsRead(memberId: number) {
  return apiRequest(`/api/notifications/${memberId}/read`, { method: 'PUT', schema: ZMarkReadResponse });
}

export function useMarkNotificationsRead(memberId: number) {
  const queryClient = useQueryClient();
  const latestKey = notificationsKeys.latest(memberId);
  return useMutation({
    mutationFn: () => markNotificationsRead(memberId),
    // A poll answered before the write would bring the old count back (and its sound).
    onMutate: () => queryClient.cancelQueries({ queryKey: latestKey }),
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData<TNotificationList>(latestKey, (old) => (old ? { ...old, unreadCount } : old));
      return queryClient.invalidateQueries({ queryKey: notificationsKeys.pages(memberId) });
    },
  });
}
