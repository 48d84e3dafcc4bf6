import fp from 'fastify-plugin';
import { createStreamPresence, type StreamPresence } from '../infra/shared-state/stream-presence.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who has an event stream open, on any instance (decision 028: push only to the others). */
    streamPresence: StreamPresence;
  }
}

export const streamPresencePlugin = fp(
  async (app) => {
    const presence = createStreamPresence(app.keyValueStore, {
      onError: (error) => app.log.warn({ err: error }, 'An open event stream could not be recorded'),
    });
    app.decorate('streamPresence', presence);
    app.addHook('onClose', async () => presence.stop());
  },
  { name: 'stream-presence', dependencies: ['key-value-store'] },
);
