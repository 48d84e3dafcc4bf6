import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { ZChatMessage } from './messaging.ts';
import { ZNotification } from './notifications.ts';

/** Event `notification`: the new notification as the bell's list shows it, and the unread count after it. */
export const ZNotificationEvent = lazySchema(() =>
  z.object({
    notification: ZNotification,
    unreadCount: z.number().int(),
  }),
);
export type TNotificationEvent = z.infer<typeof ZNotificationEvent>;

/** Event `message`: a message as the thread shows it, to its recipient and to the sender's other tabs. */
export const ZMessageEvent = lazySchema(() =>
  z.object({
    conversationId: z.number().int(),
    message: ZChatMessage,
  }),
);
export type TMessageEvent = z.infer<typeof ZMessageEvent>;
