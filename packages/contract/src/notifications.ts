import { z } from 'zod';
import { idCursor, pageQuery, ZNextCursor } from './paging.ts';

/** A notification of SPEC §3, with the page it points to when there is one. */
export const ZNotification = z.object({
  id: z.number().int(),
  type: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  timestamp: z.string(),
  isRead: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.object({
  notifications: z.array(ZNotification),
  unreadCount: z.number().int(),
  nextCursor: ZNextCursor,
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZNotificationListQuery = pageQuery(idCursor, 20);

export const ZMarkReadResponse = z.object({ unreadCount: z.literal(0) });
