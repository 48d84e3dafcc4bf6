import fp from 'fastify-plugin';
import { createMemoryKeyValueStore, type KeyValueStore } from '../infra/shared-state/key-value-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    keyValueStore: KeyValueStore;
  }
}

/** Shared short-lived state (sessions, caches, change versions), chosen once at start. */
export const keyValueStorePlugin = fp<{ keyValueStore?: KeyValueStore | undefined }>(
  async (app, options) => {
    const store = options.keyValueStore ?? createMemoryKeyValueStore();
    app.decorate('keyValueStore', store);
    app.addHook('onClose', () => store.close());
  },
  { name: 'key-value-store', dependencies: ['config'] },
);
