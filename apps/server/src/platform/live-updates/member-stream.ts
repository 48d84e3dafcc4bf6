import type { FastifyReply } from 'fastify';
import type { EventBus, MemberEvent } from '../../infra/events/event-bus.ts';

export type MemberStream = {
  /** Ends the stream from the server's side (sign-out, suspension, shutdown). */
  close(): void;
};

/** setTimeout's longest delay; a later session end is checked again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Forwards one member's events to one open Server-Sent Events response until either side ends
 * it. On `member-changed` it asks `stillAllowed` (the session and the member are re-checked) and
 * closes when the answer is no: a member signed out or suspended loses the stream at once. When
 * the session's time is up (`sessionEnds`, read again then, since an active session may have been
 * extended meanwhile), the stream ends with it (decision 023).
 */
export function streamMemberEvents(options: {
  reply: FastifyReply;
  events: EventBus;
  memberId: number;
  stillAllowed: () => Promise<boolean>;
  /** When the stream's session ends (ms since the epoch), or null when it already has. */
  sessionEnds: () => Promise<number | null>;
  onClose: () => void;
}): MemberStream {
  const { reply, events, memberId } = options;
  const sse = reply.sse;
  sse.keepAlive();
  sse.sendHeaders();
  // A first byte, so the client's `open` fires now and buffering proxies pass the stream on.
  reply.raw.write(': connected\n\n');

  let sessionTimer: NodeJS.Timeout | undefined;
  const close = () => {
    clearTimeout(sessionTimer);
    sse.close();
  };
  const watchSession = async () => {
    const ends = await options.sessionEnds().catch(() => null);
    if (ends === null || ends <= Date.now()) return close();
    if (!sse.isConnected) return;
    sessionTimer = setTimeout(() => void watchSession(), Math.min(ends - Date.now(), LONGEST_TIMER_MS));
    sessionTimer.unref();
  };
  const forward = (event: MemberEvent) => {
    if (event.memberId !== memberId || !sse.isConnected) return;
    if (event.type === 'member-changed') {
      void options.stillAllowed().then((allowed) => allowed || close(), close);
      return;
    }
    sse.send({ event: event.type, data: event.data }).catch(close);
  };
  const unsubscribe = events.subscribe(forward);
  sse.onClose(() => {
    clearTimeout(sessionTimer);
    unsubscribe();
    options.onClose();
  });
  void watchSession();
  return { close };
}
