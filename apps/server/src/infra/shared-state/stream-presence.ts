import type { KeyValueStore } from './key-value-store.ts';

/**
 * Whether a member has an event stream open on any instance (decision 028: push only to someone
 * who has no page listening). Each instance counts its own streams in memory and, while a member
 * has one here, keeps a key alive in the shared store (Redis with several instances), refreshed
 * well within its time to live; an instance that dies stops refreshing and its keys expire.
 *
 * When a member's last stream on this instance closes, the key is deleted at once, even if another
 * instance still holds one of theirs: that instance sets it again at its next refresh. In between
 * the member may get a push they did not need; the other choice (keeping the key until it expires)
 * would drop pushes to someone who has just closed their last tab, which is worse.
 */
export type StreamPresence = {
  opened(memberId: number): void;
  closed(memberId: number): void;
  hasOpenStream(memberId: number): Promise<boolean>;
  /** Stops refreshing (the app closes). */
  stop(): void;
};

const keyOf = (memberId: number) => `live-stream:${memberId}`;

export function createStreamPresence(
  store: KeyValueStore,
  options: { refreshMs?: number; ttlSeconds?: number; onError?: (error: unknown) => void } = {},
): StreamPresence {
  const refreshMs = options.refreshMs ?? 20_000;
  const ttlSeconds = options.ttlSeconds ?? 60;
  const reportError = options.onError ?? (() => {});
  const local = new Map<number, number>();
  const mark = (memberId: number) => void store.set(keyOf(memberId), '1', ttlSeconds).catch(reportError);
  const timer = setInterval(() => {
    for (const memberId of local.keys()) mark(memberId);
  }, refreshMs);
  timer.unref();

  return {
    opened(memberId) {
      local.set(memberId, (local.get(memberId) ?? 0) + 1);
      mark(memberId);
    },
    closed(memberId) {
      const left = (local.get(memberId) ?? 1) - 1;
      if (left > 0) return void local.set(memberId, left);
      local.delete(memberId);
      void store.delete(keyOf(memberId)).catch(reportError);
    },
    async hasOpenStream(memberId) {
      if (local.has(memberId)) return true;
      return (await store.get(keyOf(memberId))) !== null;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
