import { z } from 'zod';

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
  /** Pass as `before` to fetch the next (older) page; null on the last page. */
  nextCursor: z.number().int().nullable(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZNotificationListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: z.coerce.number().int().positive().optional(),
});

export const ZMarkReadResponse = z.object({ unreadCount: z.literal(0) });
