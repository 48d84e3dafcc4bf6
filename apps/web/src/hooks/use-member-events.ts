import { LIVE_EVENTS_PATH } from '@scouting/contract/live-updates';
import { useEffect, useEffectEvent } from 'react';

/** What a page does with each live event; the data is the event's JSON, for the feature to parse. */
export type MemberEventHandlers = {
  notification: (data: unknown) => void;
  message: (data: unknown) => void;
  /**
   * The stream is listening (at first, and after each reconnection): what a page fetched before
   * may have missed an event, so the lists kept fresh only by events refetch once.
   */
  opened: () => void;
};

/**
 * Decision 017: the signed-in member's live updates through one `EventSource` on `/api/events`
 * (mount once per page: the member header does). The browser reconnects by itself after a network
 * error and gives up on a refusal (signed out); the polls go on all along, so a page never
 * depends on the stream, it only learns sooner.
 */
export function useMemberEvents(handlers: MemberEventHandlers): void {
  const onNotification = useEffectEvent((data: unknown) => handlers.notification(data));
  const onMessage = useEffectEvent((data: unknown) => handlers.message(data));
  const onOpened = useEffectEvent(() => handlers.opened());
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(LIVE_EVENTS_PATH);
    const parsed = (handle: (data: unknown) => void) => (event: MessageEvent<string>) => {
      try {
        handle(JSON.parse(event.data));
      } catch {
        // Not ours to fail on: the next poll brings the same news.
      }
    };
    source.addEventListener('notification', parsed(onNotification));
    source.addEventListener('message', parsed(onMessage));
    source.addEventListener('open', () => onOpened());
    return () => source.close();
  }, []);
}
