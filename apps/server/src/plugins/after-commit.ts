import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AfterCommit, withAfterCommit } from '../infra/after-commit.ts';
import { bumpVersion } from '../infra/shared-state/change-versions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** What this request's writes must cause once committed (infra/after-commit.ts). */
    afterCommit: AfterCommit | null;
  }
  interface FastifyInstance {
    /** Resolves once every publication started so far has ended (tests; closing waits for it too). */
    publicationsSettled(): Promise<void>;
    /**
     * Runs background work (a job, a scheduled run) as a request runs: what its writes cause is
     * recorded, then, once it has returned (its transactions committed), the versions are bumped
     * and the events published, so members' polls and open pages see its notifications.
     */
    withCommitEffects<T>(work: () => Promise<T>): Promise<T>;
  }
}

/**
 * Runs a request's publications in order; a failing one is logged, never thrown. A publication
 * runs in the request's record, so what it causes in turn (a version to bump, an event to publish)
 * is bumped, then published, in the next round. Saved-search alerts are not publications but jobs
 * (decisions 030 and 072): their notifications go through withCommitEffects.
 */
async function publishAll(app: FastifyInstance, log: FastifyBaseLogger, record: AfterCommit): Promise<void> {
  const deps = { db: app.db, events: app.events, push: app.push, presence: app.streamPresence };
  for (let round = record.publications.splice(0); round.length > 0; round = record.publications.splice(0)) {
    for (const publish of round) {
      try {
        await withAfterCommit(record, () => publish(deps));
      } catch (error) {
        // The 10 s poll still brings it (docs/product.md#notifications): a lost event is late, never lost.
        log.warn({ err: error }, 'A member event could not be published');
      }
    }
    const keys = [...record.versionKeys];
    record.versionKeys.clear();
    try {
      await Promise.all(keys.map((key) => bumpVersion(app.keyValueStore, key)));
    } catch (error) {
      // Versions expire (change-versions.ts): a change not marked is seen within that time.
      log.warn({ err: error }, 'A change version could not be bumped after a publication');
    }
  }
}

/**
 * Opens each request's after-commit record once its body is parsed (a scope opened earlier would
 * be lost across the body stream), bumps the change versions it names when the handler is done
 * (its transactions have committed, the answer has not left yet) and runs its publications once
 * the answer has left. Closing the app waits for the publications under way.
 */
export const afterCommitPlugin = fp(
  async (app) => {
    const running = new Set<Promise<void>>();
    app.decorate('publicationsSettled', async () => {
      while (running.size > 0) await Promise.all(running);
    });
    app.addHook('onClose', async () => {
      await app.publicationsSettled();
    });
    app.decorate('withCommitEffects', async <T>(work: () => Promise<T>): Promise<T> => {
      const record: AfterCommit = { versionKeys: new Set(), publications: [] };
      const result = await withAfterCommit(record, work);
      const keys = [...record.versionKeys];
      record.versionKeys.clear();
      try {
        await Promise.all(keys.map((key) => bumpVersion(app.keyValueStore, key)));
      } catch (error) {
        app.log.warn({ err: error }, 'A change version could not be bumped after a job');
      }
      const publishing = publishAll(app, app.log, record).then(() => {
        running.delete(publishing);
      });
      running.add(publishing);
      await publishing;
      return result;
    });
    app.decorateRequest('afterCommit', null);
    app.addHook('preValidation', (request, _reply, done) => {
      const record: AfterCommit = { versionKeys: new Set(), publications: [] };
      request.afterCommit = record;
      withAfterCommit(record, done);
    });
    // Callback hooks, not async ones: most requests (every poll) change nothing, and those should
    // not pay for a promise each.
    app.addHook('onSend', (request, _reply, payload, done) => {
      const keys = request.afterCommit?.versionKeys;
      if (!keys || keys.size === 0) return done(null, payload);
      const bumping = [...keys];
      keys.clear();
      Promise.all(bumping.map((key) => bumpVersion(app.keyValueStore, key))).then(
        () => done(null, payload),
        (error: Error) => done(error),
      );
    });
    app.addHook('onResponse', (request, _reply, done) => {
      const record = request.afterCommit;
      if (!record?.publications.length) return done();
      // publishAll catches every failure: the hook always ends.
      const publishing = publishAll(app, request.log, record).then(() => {
        running.delete(publishing);
      });
      running.add(publishing);
      void publishing.then(() => done());
    });
  },
  { name: 'after-commit', dependencies: ['database', 'key-value-store', 'event-bus', 'push', 'stream-presence'] },
);
