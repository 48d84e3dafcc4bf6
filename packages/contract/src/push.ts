import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * Web Push (issue 30 §4; RFC 8030 delivery, RFC 8291 encryption, RFC 8292 VAPID): a member's
 * browser subscribes through its push service and hands us the subscription; we push a short line
 * to it when they have no page open.
 */
export const PUSH_PATHS = {
  publicKey: '/api/push/public-key',
  subscriptions: '/api/push/subscriptions',
} as const;

export const PUSH_MESSAGES = {
  endpointNotHttps: 'The push endpoint must be an https address.',
  subscribeFailed: 'This browser could not turn on notifications. Try again later.',
  permissionDenied:
    'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.',
  unsupported: 'This browser cannot show notifications from the site.',
  turnedOn: 'Notifications are on for this device.',
  turnedOff: 'Notifications are off for this device.',
} as const;

/** A push service's address is long (FCM's are ~200 characters); 2,000 bounds a row without refusing real ones. */
export const PUSH_ENDPOINT_MAX = 2000;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Whether `endpoint` may receive pushes: https, or http to this machine (a test's local push
 * endpoint). The server refuses the loopback exception in production (push/subscriptions.ts).
 */
export function isPushEndpointAllowed(endpoint: string, allowLoopbackHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return allowLoopbackHttp && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

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
    .refine((value) => isPushEndpointAllowed(value, true), PUSH_MESSAGES.endpointNotHttps),
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
