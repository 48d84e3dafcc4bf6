import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../../db/client.ts';
import type { EventBus } from './event-bus.ts';

/** What a publication may use once the response is out: the database to read what committed, the bus. */
export type PublicationDeps = { db: Database; events: EventBus };
export type Publication = (deps: PublicationDeps) => Promise<void>;

const pendingOfThisRequest = new AsyncLocalStorage<Publication[]>();

/**
 * Queues a member event for when the current request has been answered. By then its transaction
 * has committed (or rolled back, which the publication checks by reading what it announces), so
 * no page hears of a row that does not exist. This lets `notify()` and the other writers announce
 * from inside their transaction without every caller passing the bus down; outside a request
 * (scripts, the demo seed) nobody is listening and nothing is queued.
 */
export function publishAfterResponse(publication: Publication): void {
  pendingOfThisRequest.getStore()?.push(publication);
}

/** Runs `next` (the rest of the request's hooks and its handler) with a queue of its own. */
export function collectPublications(queue: Publication[], next: () => void): void {
  pendingOfThisRequest.run(queue, next);
}
