import type { FastifyReply } from 'fastify';
import type { EventBus, MemberEvent } from '../../infra/events/event-bus.ts';

export type MemberStream = {
  /** Ends the stream from the server's side (sign-out, suspension, shutdown). */
  close(): void;
};

/**
 * Forwards one member's events to one open Server-Sent Events response until either side ends
 * it. On `member-changed` it asks `stillAllowed` (the session and the member are re-checked) and
 * closes when the answer is no: a member signed out or suspended loses the stream at once.
 */
export function streamMemberEvents(options: {
  reply: FastifyReply;
  events: EventBus;
  memberId: number;
  stillAllowed: () => Promise<boolean>;
  onClose: () => void;
}): MemberStream {
  const { reply, events, memberId } = options;
  const sse = reply.sse;
  sse.keepAlive();
  sse.sendHeaders();
  // A first byte, so the client's `open` fires now and buffering proxies pass the stream on.
  reply.raw.write(': connected\n\n');

  const close = () => sse.close();
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
    unsubscribe();
    options.onClose();
  });
  return { close };
}
