import fp from 'fastify-plugin';
import { type AfterCommit, withAfterCommit } from '../infra/after-commit.ts';
import { bumpVersion } from '../infra/shared-state/change-versions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** What this request's writes must cause once committed (infra/after-commit.ts). */
    afterCommit: AfterCommit | null;
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
    app.addHook('onSend', async (request) => {
      const keys = request.afterCommit?.versionKeys;
      if (!keys || keys.size === 0) return;
      const bumping = [...keys];
      keys.clear();
      await Promise.all(bumping.map((key) => bumpVersion(app.keyValueStore, key)));
    });
    app.addHook('onResponse', async (request) => {
      for (const publish of request.afterCommit?.publications.splice(0) ?? []) {
        try {
          await publish({ db: app.db, events: app.events });
        } catch (error) {
          // The 10 s poll still brings it (SPEC): a lost event is late, never lost.
          request.log.warn({ err: error }, 'A member event could not be published');
        }
      }
    });
  },
  { name: 'after-commit', dependencies: ['database', 'key-value-store', 'event-bus'] },
);
