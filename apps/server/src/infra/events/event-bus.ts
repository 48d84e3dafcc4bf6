/**
 * What happened to a member that their open pages should learn at once (live updates, decision 017).
 * Published by the services that cause it; the event stream route forwards a member's events.
 */
export type MemberEvent =
  | { type: 'notification'; memberId: number; data: unknown }
  | { type: 'message'; memberId: number; data: unknown }
  /** Signed out, suspended or otherwise cut off: their streams close and caches forget them. */
  | { type: 'member-changed'; memberId: number; data?: unknown };

export type MemberEventListener = (event: MemberEvent) => void;

/**
 * Fan-out of member events to every instance: an in-process emitter by default, Redis pub/sub when
 * REDIS_URL is set. Chosen once at start (plugins/event-bus.ts).
 */
export interface EventBus {
  publish(event: MemberEvent): Promise<void>;
  /** Answers the function that stops listening. */
  subscribe(listener: MemberEventListener): () => void;
  close(): Promise<void>;
}

/** One process's listeners: every instance is this one while the app runs alone. */
export function createMemoryEventBus(): EventBus {
  const listeners = new Set<MemberEventListener>();
  return {
    async publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
