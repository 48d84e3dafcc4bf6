import { isPushEndpointAllowed } from '@scouting/contract/push';
import webpush from 'web-push';
import type { VapidKeys } from '../../config.ts';

/** A browser's subscription as it hands it over (PushSubscription.toJSON()). */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * What the push service answered: taken for delivery; gone for good (404, 410: the browser
 * unsubscribed or the subscription expired, RFC 8030 §7.3), so its row goes; or failed this time.
 */
export type PushOutcome = { result: 'delivered' | 'gone' | 'failed'; status?: number; error?: unknown };

/**
 * Delivers one push to one device (decision 028). web-push by default; tests may pass another to
 * the app, but the app's own one also reaches a local endpoint (http on loopback) started by a test.
 */
export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

/** A push service that does not answer within this is treated as failed; the next push tries again. */
const SEND_TIMEOUT_MS = 10_000;
/** How long the push service keeps a push for a device that is offline (RFC 8030 §5.2): a day. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

/**
 * web-push builds the request (RFC 8291 aes128gcm encryption, RFC 8292 VAPID Authorization); we
 * send it with fetch, which speaks http as well as https, so a test's loopback endpoint receives
 * exactly what a real push service would (web-push's own sender is https only). `endpoints` is the
 * rule the subscription routes apply (PUSH_ENDPOINT_HOSTS; loopback only outside production),
 * checked again here: a row saved before the rule or the list changed is never contacted, and
 * answered as gone so it is removed. Redirects are refused, so a push service cannot send us on.
 */
export function createWebPushSender(
  vapid: () => VapidKeys & { subject: string },
  endpoints: { hosts: readonly string[]; allowLoopback: boolean },
): PushSender {
  return {
    async send(target, payload) {
      if (!isPushEndpointAllowed(target.endpoint, endpoints)) return { result: 'gone' };
      try {
        const { publicKey, privateKey, subject } = vapid();
        const request = webpush.generateRequestDetails(target, payload, {
          vapidDetails: { subject, publicKey, privateKey },
          contentEncoding: 'aes128gcm',
          TTL: TIME_TO_LIVE_SECONDS,
          urgency: 'normal',
        });
        // fetch computes Content-Length from the body itself.
        const headers = Object.fromEntries(
          Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
        ) as Record<string, string>;
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers,
          body: new Uint8Array(request.body),
          redirect: 'error',
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.ok) return { result: 'delivered', status: response.status };
        if (response.status === 404 || response.status === 410) return { result: 'gone', status: response.status };
        return { result: 'failed', status: response.status };
      } catch (error) {
        return { result: 'failed', error };
      }
    },
  };
}
