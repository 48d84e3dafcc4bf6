import { useEffect, useRef } from 'react';
import { playChime } from '../components/play-chime.ts';

/**
 * Whether the count's change calls for the chime: it rose above the previous count the page knew
 * (none yet: the first count is only remembered), and the member has not muted it in Settings.
 */
export function shouldChime(previous: number | null, unreadCount: number, enabled: boolean): boolean {
  return enabled && previous !== null && unreadCount > previous;
}

/**
 * docs/product.md#notifications: a sound when the unread count rises above the previous one. The first count a page
 * learns is only remembered, so opening the app with unread notifications stays quiet. A member
 * who muted the chime in Settings (decision 031) hears nothing; the count is still remembered, so
 * unmuting does not chime at once.
 */
export function useUnreadChime(unreadCount: number | undefined, enabled: boolean): void {
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (unreadCount === undefined) return;
    if (shouldChime(previous.current, unreadCount, enabled)) playChime();
    previous.current = unreadCount;
  }, [unreadCount, enabled]);
}
