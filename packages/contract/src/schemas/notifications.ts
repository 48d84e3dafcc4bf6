import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { NOTICE_KEYS, NOTIFICATION_TYPES } from '../notifications.ts';
import { idCursor, pageQuery, ZNextCursor } from './paging.ts';

export const ZNotificationType = lazySchema(() => z.enum(NOTIFICATION_TYPES));
export type TNotificationType = z.infer<typeof ZNotificationType>;
export const ZNoticeLine = lazySchema(() =>
  z.object({
    key: z.enum(NOTICE_KEYS),
    values: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
);
/** A sentence of the bell: its key and the values of its placeholders (names, titles, counts). */
export type TNoticeLine = z.infer<typeof ZNoticeLine>;

/** A notification, with the page it points to when there is one. */
export const ZNotification = lazySchema(() =>
  z.object({
    id: z.number().int(),
    type: ZNotificationType,
    /** The sentence in English, as stored (a line written before sentences had keys has only this). */
    message: z.string(),
    /** The sentence's key and values, for showing it in the reader's language; null for an older line. */
    line: ZNoticeLine.nullable().optional(),
    link: z.string().nullable(),
    timestamp: z.string(),
    isRead: z.boolean(),
  }),
);
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = lazySchema(() =>
  z.object({
    notifications: z.array(ZNotification),
    unreadCount: z.number().int(),
    nextCursor: ZNextCursor,
  }),
);
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZNotificationListQuery = lazySchema(() => pageQuery(idCursor, 20));

export const ZMarkReadResponse = lazySchema(() => z.object({ unreadCount: z.literal(0) }));
