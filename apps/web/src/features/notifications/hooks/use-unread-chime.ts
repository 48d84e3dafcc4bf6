import { useEffect, useRef } from 'react';
import { playChime } from '../components/play-chime.ts';

/**
 * SPEC §4: a sound when the unread count rises above the previous one. The first count a page
 * learns is only remembered, so opening the app with unread notifications stays quiet.
 */
export function useUnreadChime(unreadCount: number | undefined): void {
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (unreadCount === undefined) return;
    if (previous.current !== null && unreadCount > previous.current) playChime();
    previous.current = unreadCount;
  }, [unreadCount]);
}
