import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AfterCommit, type Publication, withAfterCommit } from '../infra/after-commit.ts';
import { bumpVersion } from '../infra/shared-state/change-versions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** What this request's writes must cause once committed (infra/after-commit.ts). */
    afterCommit: AfterCommit | null;
  }
}

/** Runs a request's publications in order; a failing one is logged, never thrown. */
async function publishAll(request: FastifyRequest, publications: Publication[]): Promise<void> {
  const { db, events } = request.server;
  for (const publish of publications) {
    try {
      await publish({ db, events });
    } catch (error) {
      // The 10 s poll still brings it (SPEC): a lost event is late, never lost.
      request.log.warn({ err: error }, 'A member event could not be published');
    }
  }
}

/**
 * Opens each request's after-commit record once its body is parsed (a scope opened earlier would
 * be lost across the body stream), bumps the change versions it names when the handler is done
 * (its transactions have committed, the answer has not left yet) and publishes its member events
 * once the answer has left.
 */
export const afterCommitPlugin = fp(
  async (app) => {
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
      const publications = request.afterCommit?.publications.splice(0);
      if (!publications?.length) return done();
      // publishAll catches every failure: the hook always ends.
      void publishAll(request, publications).then(() => done());
    });
  },
  { name: 'after-commit', dependencies: ['database', 'key-value-store', 'event-bus'] },
);
