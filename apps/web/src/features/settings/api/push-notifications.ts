import { PUSH_MESSAGES, PUSH_PATHS } from '@scouting/contract/push';
import { ZPushPublicKey } from '@scouting/contract/schemas/push';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** Web Push needs a service worker, the Push API and notifications: not every browser has them (iOS outside an installed app). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * The app's service worker when it has one, else a minimal one for push only (public/push-sw.js,
 * decision 028), registered the first time the member turns notifications on.
 */
async function pushRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (!existing) await navigator.serviceWorker.register('/push-sw.js');
  return navigator.serviceWorker.ready;
}

/** This browser's subscription, if it has one (read without registering anything). */
async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export const pushDeviceQuery = queryOptions({
  queryKey: ['settings', 'push-device'] as const,
  queryFn: async () => ({
    subscribed: (await deviceSubscription()) !== null,
    permission: pushSupported() ? Notification.permission : ('denied' as NotificationPermission),
  }),
  staleTime: Number.POSITIVE_INFINITY,
});

function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((value, index) => value === b[index]);
}

/**
 * Asks the browser's permission (only now, after the member clicked), subscribes with the server's
 * VAPID key and hands the subscription to the server. A subscription made with an older key is
 * replaced: the push service would refuse our pushes to it.
 */
export async function turnOnPush(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(PUSH_MESSAGES.permissionDenied);
  const { publicKey } = await apiRequest(PUSH_PATHS.publicKey, { schema: ZPushPublicKey });
  const key = base64urlBytes(publicKey);
  const registration = await pushRegistration();
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, keys } = subscription.toJSON();
  await apiRequest(PUSH_PATHS.subscriptions, { method: 'POST', body: { endpoint, keys } });
}

/** Forgets this device on the server, then in the browser. */
export async function turnOffPush(): Promise<void> {
  const subscription = await deviceSubscription();
  if (!subscription) return;
  await apiRequest(PUSH_PATHS.subscriptions, { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

export function usePushToggle() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: pushDeviceQuery.queryKey });
  return {
    turnOn: useMutation({ mutationFn: turnOnPush, onSettled: refresh }),
    turnOff: useMutation({ mutationFn: turnOffPush, onSettled: refresh }),
  };
}
