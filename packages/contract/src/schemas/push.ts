import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { isHttpsOrLoopbackHttp, PUSH_ENDPOINT_MAX, PUSH_MESSAGES } from '../push.ts';

/** The base64url keys of RFC 8291: a P-256 point (65 bytes, 87 characters) and a 16-byte secret (22). */
const base64url = (max: number) =>
  z
    .string()
    .min(16)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Not a base64url key.');

export const ZPushEndpoint = lazySchema(() =>
  z
    .string()
    .max(PUSH_ENDPOINT_MAX)
    .refine((value) => {
      try {
        return isHttpsOrLoopbackHttp(new URL(value));
      } catch {
        return false;
      }
    }, PUSH_MESSAGES.endpointNotHttps),
);

/** POST /api/push/subscriptions: PushSubscription.toJSON() as the browser gives it (expirationTime ignored). */
export const ZPushSubscriptionRequest = lazySchema(() =>
  z.object({
    endpoint: ZPushEndpoint,
    keys: z.object({ p256dh: base64url(128), auth: base64url(64) }),
  }),
);
export type TPushSubscriptionRequest = z.infer<typeof ZPushSubscriptionRequest>;

/** DELETE /api/push/subscriptions: this device's subscription, by its endpoint. */
export const ZPushUnsubscribeRequest = lazySchema(() =>
  z.object({ endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX) }),
);
export type TPushUnsubscribeRequest = z.infer<typeof ZPushUnsubscribeRequest>;

/** GET /api/push/public-key: the VAPID public key (base64url) the browser subscribes with. */
export const ZPushPublicKey = lazySchema(() => z.object({ publicKey: z.string() }));
export type TPushPublicKey = z.infer<typeof ZPushPublicKey>;

export const ZPushSubscriptionSaved = lazySchema(() => z.object({ endpoint: z.string() }));

/** What a push carries, read by the service worker (push-sw.js): never a message's text. */
export const ZPushPayload = lazySchema(() =>
  z.object({
    title: z.string(),
    body: z.string(),
    /** The page the notification opens, inside the app (the notification's link), or null for the dashboard. */
    link: z.string().nullable(),
  }),
);
export type TPushPayload = z.infer<typeof ZPushPayload>;
