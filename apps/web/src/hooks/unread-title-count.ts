import { useSyncExternalStore } from 'react';

// The bell owns the unread count; every page's <title> shows it. A tiny external store lets the two
// meet without the pages knowing about notifications (docs/product.md#notifications: the count is visible in a background tab).
let unreadCount = 0;
const listeners = new Set<() => void>();

export function setUnreadTitleCount(count: number): void {
  if (count === unreadCount) return;
  unreadCount = count;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnreadTitleCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => unreadCount,
    () => 0,
  );
}

/** '(3) Inbox · Scouting Network' while something is unread, the plain title otherwise. */
export function withUnreadCount(title: string, count: number): string {
  return count > 0 ? `(${count}) ${title}` : title;
}
