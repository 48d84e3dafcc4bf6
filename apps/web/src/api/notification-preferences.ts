import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCE_PATHS,
} from '@scouting/contract/notification-preferences';
import {
  type TNotificationPreferences,
  ZNotificationPreferences,
} from '@scouting/contract/schemas/notification-preferences';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './query-keys.ts';

/**
 * The member's notification preferences (decision 031): Settings edits them, the bell reads whether
 * to chime. Shared, since features do not import one another.
 */
export const notificationPreferencesQuery = queryOptions({
  queryKey: sharedKeys.notificationPreferences,
  queryFn: ({ signal }) =>
    apiRequest(NOTIFICATION_PREFERENCE_PATHS.preferences, { schema: ZNotificationPreferences, signal }),
  // Changed only from Settings, which refreshes it.
  staleTime: Number.POSITIVE_INFINITY,
});

/** Whether the bell chimes: on until the preferences say otherwise (the default). */
export function chimeWanted(preferences: TNotificationPreferences | undefined): boolean {
  return (preferences ?? DEFAULT_NOTIFICATION_PREFERENCES).chime;
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: TNotificationPreferences) =>
      apiRequest(NOTIFICATION_PREFERENCE_PATHS.preferences, {
        method: 'PUT',
        body: preferences,
        schema: ZNotificationPreferences,
      }),
    onSuccess: (saved) => queryClient.setQueryData(sharedKeys.notificationPreferences, saved),
  });
}
