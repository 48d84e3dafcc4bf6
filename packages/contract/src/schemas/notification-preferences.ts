import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { DELIVERIES, MESSAGE_DELIVERIES } from '../notification-preferences.ts';

export const ZDelivery = lazySchema(() => z.enum(DELIVERIES, { error: 'Choose bell, email or digest.' }));
export type TDelivery = z.infer<typeof ZDelivery>;
export const ZMessageDelivery = lazySchema(() =>
  z.enum(MESSAGE_DELIVERIES, { error: 'Choose off, bell, email or digest.' }),
);
export type TMessageDelivery = z.infer<typeof ZMessageDelivery>;

export const ZNotificationPreferences = lazySchema(() =>
  z
    .object({
      messages: ZMessageDelivery,
      applications: ZDelivery,
      opportunities: ZDelivery,
      alerts: ZDelivery,
      /** Whether the page plays the chime when the unread count rises (docs/product.md#notifications). */
      chime: z.boolean({ error: 'chime must be true or false.' }),
    })
    .strict(),
);
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;
