import { NOTIFICATION_POLL_MS } from '@scouting/contract/constants';
import { type TNotificationList, ZNotificationList } from '@scouting/contract/schemas/notifications';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { notificationsKeys } from './query-keys.ts';

/** How many the bell's dropdown lists, and how many a page of the notifications list holds. */
export const BELL_LIMIT = 5;
export const PAGE_LIMIT = 20;

type Page = { limit: number; cursor?: string | null };

/** GET /api/notifications/{memberId}: newest first, with the unread count and the cursor of the next page. */
export function getNotifications(memberId: number, page: Page, signal?: AbortSignal): Promise<TNotificationList> {
  return apiRequest(pagePath(`/api/notifications/${memberId}`, page.limit, page.cursor ?? null), {
    schema: ZNotificationList,
    signal,
  });
}

/**
 * The bell: the latest few and the unread count, polled (docs/product.md#notifications). The poll goes on in a
 * background tab (the query library pauses it by default), so the chime and the tab title can
 * tell a member who is looking elsewhere.
 */
export function latestNotificationsQueryOptions(memberId: number) {
  return queryOptions({
    queryKey: notificationsKeys.latest(memberId),
    queryFn: ({ signal }) => getNotifications(memberId, { limit: BELL_LIMIT }, signal),
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: true,
  });
}

/** The notifications page: every notification, a page at a time ("Load more"). */
export function notificationPagesQueryOptions(memberId: number) {
  return infiniteQueryOptions({
    queryKey: notificationsKeys.pages(memberId),
    queryFn: ({ pageParam, signal }) => getNotifications(memberId, { limit: PAGE_LIMIT, cursor: pageParam }, signal),
    ...cursorPaging,
  });
}
