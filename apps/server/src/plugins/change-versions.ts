import fp from 'fastify-plugin';
import { bumpVersion } from '../infra/shared-state/change-versions.ts';
import { withPendingChanges } from '../infra/shared-state/pending-changes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Version keys this request's writes made stale (infra/shared-state/pending-changes.ts). */
    pendingChanges: Set<string> | null;
  }
}

/**
 * Opens each request's list of changed versions after its body is parsed (a scope opened earlier
 * would be lost across the body stream) and bumps them when the handler is done: its transactions
 * have committed, and the answer has not left yet, so the caller's next request sees the change.
 */
export const changeVersionsPlugin = fp(
  async (app) => {
    app.decorateRequest('pendingChanges', null);
    app.addHook('preHandler', (request, _reply, done) => {
      const keys = new Set<string>();
      request.pendingChanges = keys;
      withPendingChanges(keys, done);
    });
    app.addHook('onSend', async (request) => {
      const keys = request.pendingChanges;
      if (!keys || keys.size === 0) return;
      request.pendingChanges = null;
      await Promise.all([...keys].map((key) => bumpVersion(app.keyValueStore, key)));
    });
  },
  { name: 'change-versions', dependencies: ['key-value-store'] },
);
