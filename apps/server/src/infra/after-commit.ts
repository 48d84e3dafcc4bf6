import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../db/client.ts';
import type { EventBus } from './events/event-bus.ts';
import type { PushSender } from './push/push-sender.ts';
import type { StreamPresence } from './shared-state/stream-presence.ts';

/**
 * What a publication may use once the answer is out: the database to read what committed, the bus,
 * and Web Push with who has a stream open (decision 028).
 */
export type PublicationDeps = { db: Database; events: EventBus; push: PushSender; presence: StreamPresence };
export type Publication = (deps: PublicationDeps) => Promise<void>;

/**
 * What one request's writes must cause once they have committed (plugins/after-commit.ts):
 * - change versions bumped when the handler is done, before the answer leaves, so the caller's
 *   next request sees the change (decision 014: cached callers, conditional polls). Bumping inside a
 *   transaction would be too early: a poll between the bump and the commit would read the old rows
 *   under the new version and keep answering 304 with them;
 * - member events published once the answer has left (live updates, decision 017).
 *
 * Business functions (notify, sendMessage, the member writes) only receive the database, so they
 * record here, in the request's own scope, instead of every caller passing the stores down. This
 * holds no shared state, only what one request queued. Outside a request (the demo seed, scripts)
 * nothing is recorded: no cache or page has seen those rows yet.
 */
export type AfterCommit = { versionKeys: Set<string>; publications: Publication[] };

const scope = new AsyncLocalStorage<AfterCommit>();

/**
 * Runs `next` recording into `record`: the rest of a request; a job's or scheduled run's work
 * (`app.withCommitEffects`), which is where the saved-search alerts notify, as jobs (decisions 030
 * and 072); or one of a request's publications, so that what a publication records in turn (a
 * version to bump, an event to publish) is bumped and published in the next round.
 */
export function withAfterCommit<T>(record: AfterCommit, next: () => T): T {
  return scope.run(record, next);
}

/** The version under `key` must change once the current request's writes committed. */
export function changedAfterCommit(key: string): void {
  scope.getStore()?.versionKeys.add(key);
}

/**
 * Runs `publication` once the current request has been answered (and so committed): member events,
 * Web Push, waking this instance's job workers. A failure is logged, never answered, and a
 * publication dies with its instance: work that must not be lost, such as the saved-search alerts,
 * is a job queued in the write's transaction instead (decisions 026, 030 and 072).
 */
export function publishAfterResponse(publication: Publication): void {
  scope.getStore()?.publications.push(publication);
}
