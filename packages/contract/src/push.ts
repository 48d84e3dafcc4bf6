import { messageIds } from './message-ids.ts';
/**
 * Web Push (decision 028; RFC 8030 delivery, RFC 8291 encryption, RFC 8292 VAPID): a member's
 * browser subscribes through its push service and hands us the subscription; we push a short line
 * to it when they have no page open.
 */
export const PUSH_PATHS = {
  publicKey: '/api/push/public-key',
  subscriptions: '/api/push/subscriptions',
} as const;

export const PUSH_MESSAGES = messageIds('PUSH_MESSAGES', [
  'endpointNotHttps',
  'endpointNotPushService',
  'subscribeFailed',
  'permissionDenied',
  'unsupported',
  'turnedOn',
  'turnedOff',
]);

/** A push service's address is long (FCM's are ~200 characters); 2,000 bounds a row without refusing real ones. */
export const PUSH_ENDPOINT_MAX = 2000;

/**
 * How many devices one member's pushes go to: a new subscription beyond it replaces their oldest.
 * Each is a request the server makes on every notification, so the number a member can add is bounded.
 */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

/**
 * The hosts of the browsers' push services (PUSH_ENDPOINT_HOSTS's default): Google's FCM (Chrome,
 * Edge on Android, Opera), Mozilla's autopush (Firefox), Apple's (Safari), Microsoft's WNS (Edge on
 * Windows). The server sends a request to every endpoint it keeps, so an endpoint elsewhere would
 * let a member make it call any address: only these are accepted. `*.` matches any subdomain, not
 * the domain itself.
 */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/** One entry of the host list: a host name, or `*.` and a domain (two labels at least). */
const HOST_PATTERN = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

/** Whether `pattern` is a valid entry of the push host list (a host name, or `*.` and a domain). */
export function isPushHostPattern(pattern: string): boolean {
  return HOST_PATTERN.test(pattern);
}

/** Whether a (lower-case) host name is one the list names: exactly, or under a `*.` entry's domain. */
export function pushHostListed(hostname: string, hosts: readonly string[]): boolean {
  return hosts.some((pattern) =>
    pattern.startsWith('*.') ? hostname.endsWith(pattern.slice(1)) : hostname === pattern,
  );
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** The shape the API accepts before the server's own rule: https, or http to this machine. */
export function isHttpsOrLoopbackHttp(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/**
 * Whether pushes may be sent to `endpoint`: https to a push service's host on its default port,
 * without credentials; or, with `allowLoopback` (outside production: a test's local push endpoint),
 * any address on this machine. The server applies it when saving a subscription and again before
 * every push (its host list is PUSH_ENDPOINT_HOSTS).
 */
export function isPushEndpointAllowed(
  endpoint: string,
  rule: { hosts: readonly string[]; allowLoopback: boolean },
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (!isHttpsOrLoopbackHttp(url)) return false;
  if (LOOPBACK_HOSTS.has(url.hostname)) return rule.allowLoopback;
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    pushHostListed(url.hostname, rule.hosts)
  );
}
